<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Alerts</name>
    <message>
        <source>ONE MINUTE LEFT</source>
        <translation>NOCH EINE MINUTE</translation>
    </message>
    <message>
        <source>NEW LEVEL</source>
        <translation>NEUES LEVEL</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>BREAK IS OVER - SHUFFLE UP AND DEAL</source>
        <translation>PAUSE VORBEI – MISCHEN UND GEBEN</translation>
    </message>
    <message>
        <source>LAST 10 SECONDS</source>
        <translation>LETZTE 10 SEKUNDEN</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a WAV sound file: choose a .wav file.</source>
        <translation>%1 ist keine WAV-Sounddatei: Wählen Sie eine .wav-Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>There is no action of this tournament left to undo.</source>
        <translation>Es gibt keine Aktion dieses Turniers mehr zum Rückgängigmachen.</translation>
    </message>
    <message>
        <source>There is no undone action of this tournament to redo.</source>
        <translation>Es gibt keine rückgängig gemachte Aktion dieses Turniers zum Wiederholen.</translation>
    </message>
    <message>
        <source>That tournament is no longer in the database.</source>
        <translation>Dieses Turnier ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>Not recorded: the database cannot be reached, so nothing of this action was written. Do it again once the line under the clock says “Reconnected”.</source>
        <translation>Nicht erfasst: Die Datenbank ist nicht erreichbar, von dieser Aktion wurde nichts geschrieben. Führen Sie sie erneut aus, sobald die Zeile unter der Uhr „Wieder verbunden“ meldet.</translation>
    </message>
    <message>
        <source>Not recorded: another program holds the database file&apos;s write lock (for instance the sqlite3 command line inside a transaction), so nothing of this action was written. Do it again once the line under the clock no longer says so.</source>
        <translation>Nicht erfasst: Ein anderes Programm hält die Schreibsperre der Datenbankdatei (zum Beispiel die sqlite3-Kommandozeile in einer Transaktion), daher wurde nichts von dieser Aktion geschrieben. Wiederholen Sie sie, sobald die Zeile unter der Uhr das nicht mehr meldet.</translation>
    </message>
    <message>
        <source>The database cannot be reached right now: nothing was read or changed. The line under the clock says when it answers again.</source>
        <translation>Die Datenbank ist gerade nicht erreichbar: nichts wurde gelesen oder geändert. Die Zeile unter der Uhr zeigt, sobald sie wieder antwortet.</translation>
    </message>
    <message>
        <source>pokerfloor was closed for %1.</source>
        <translation>pokerfloor war %1 geschlossen.</translation>
    </message>
    <message>
        <source>The clock kept running as if it never stopped: pause or adjust it if needed.</source>
        <translation>Die Uhr lief weiter, als wäre sie nie gestoppt worden: bei Bedarf anhalten oder anpassen.</translation>
    </message>
</context>
<context>
    <name>BagDialog</name>
    <message>
        <source>End of Day %1: bag the stacks</source>
        <translation>Ende von Tag %1: die Stacks eintüten</translation>
    </message>
    <message>
        <source>Type each player&apos;s bagged chips, table by table; Enter goes to the next seat, Tab to the bag&apos;s number (optional, printed on the labels). Every player still in gets a bag. The total must be the chips in play.</source>
        <translation>Tragen Sie Tisch für Tisch die eingetüteten Chips jedes Spielers ein; Enter geht zum nächsten Platz, Tab zur Nummer des Beutels (optional, wird auf die Etiketten gedruckt). Jeder verbleibende Spieler bekommt einen Beutel. Die Summe muss den Chips im Spiel entsprechen.</translation>
    </message>
    <message>
        <source>Kept apart: %1</source>
        <translation>Zurückgestellt: %1</translation>
    </message>
    <message>
        <source>Record the bags</source>
        <translation>Beutel erfassen</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Ohne Platz</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <source>Bag no.</source>
        <translation>Beutel-Nr.</translation>
    </message>
    <message>
        <source>Bag number of %1</source>
        <translation>Beutelnummer von %1</translation>
    </message>
    <message>
        <source>%1 bags · %2 chips</source>
        <translation>%1 Beutel · %2 Chips</translation>
    </message>
    <message>
        <source>Bags %1 · total %2 of %3 in play</source>
        <translation>Beutel %1 · Summe %2 von %3 im Spiel</translation>
    </message>
    <message>
        <source>the bags match the chips in play.</source>
        <translation>die Beutel stimmen mit den Chips im Spiel überein.</translation>
    </message>
    <message>
        <source>%1 too many</source>
        <translation>%1 zu viel</translation>
    </message>
    <message>
        <source>%1 short</source>
        <translation>%1 zu wenig</translation>
    </message>
    <message>
        <source>recorded like this, the bags are kept apart until they match.</source>
        <translation>so erfasst, werden die Beutel zurückgestellt, bis sie stimmen.</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Bust out</source>
        <translation>Ausscheiden</translation>
    </message>
    <message>
        <source>Busted: %1</source>
        <translation>Ausgeschieden: %1</translation>
    </message>
    <message>
        <source>Who busted them? (their bounty goes to this player)</source>
        <translation>Wer hat sie rausgeworfen? (das Bounty geht an diesen Spieler)</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Nicht erfasst</translation>
    </message>
</context>
<context>
    <name>ChipCountDialog</name>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
    <message>
        <source>Type each counted stack; Tab or Enter goes to the next. A count left empty keeps the last recorded stack.</source>
        <translation>Jeden gezählten Stack eingeben; Tab oder Enter springt zum nächsten. Ein leeres Feld behält den zuletzt erfassten Stack.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Last recorded</source>
        <translation>Zuletzt erfasst</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Counted %1 of %2 · these counts %3 (recorded %4, %5)</source>
        <translation>%1 von %2 gezählt · diese Zählungen %3 (erfasst %4, %5)</translation>
    </message>
    <message>
        <source>these players now hold %1</source>
        <translation>diese Spieler haben jetzt %1</translation>
    </message>
    <message>
        <source>Chip leaders: %1</source>
        <translation>Chipleader: %1</translation>
    </message>
    <message>
        <source>All stacks with these counts: %1 of %2 in play</source>
        <translation>Alle Stacks mit diesen Zählungen: %1 von %2 im Spiel</translation>
    </message>
    <message>
        <source>the count matches.</source>
        <translation>die Zählung stimmt.</translation>
    </message>
    <message>
        <source>%1 too many: check the counts.</source>
        <translation>%1 zu viel: Zählungen prüfen.</translation>
    </message>
    <message>
        <source>%1 short: count the other tables too.</source>
        <translation>%1 zu wenig: auch die anderen Tische zählen.</translation>
    </message>
    <message>
        <source>Record counts</source>
        <translation>Counts erfassen</translation>
    </message>
    <message>
        <source>Chip counts: table %1</source>
        <translation>Chipzählung: Tisch %1</translation>
    </message>
    <message>
        <source>Nobody is playing there: there is no stack to count.</source>
        <translation>Dort spielt niemand: kein Stack zu zählen.</translation>
    </message>
</context>
<context>
    <name>ClockActions</name>
    <message>
        <source>Hand-for-hand after the bubble</source>
        <translation>Hand für Hand nach der Bubble</translation>
    </message>
    <message>
        <source>The bubble has burst: every player left is in the money. Play hand-for-hand anyway?</source>
        <translation>Die Bubble ist geplatzt: alle verbleibenden Spieler sind im Geld. Trotzdem Hand für Hand spielen?</translation>
    </message>
    <message>
        <source>Yes, play hand-for-hand</source>
        <translation>Ja, Hand für Hand spielen</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Hand für Hand starten</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>◀ Previous level</source>
        <translation>◀ Voriges Level</translation>
    </message>
    <message>
        <source>Back to the previous level (Ctrl+Left)</source>
        <translation>Zurück zum vorigen Level (Strg+Links)</translation>
    </message>
    <message>
        <source>Start clock</source>
        <translation>Uhr starten</translation>
    </message>
    <message>
        <source>Start or pause (Ctrl+Space)</source>
        <translation>Starten oder anhalten (Strg+Leertaste)</translation>
    </message>
    <message>
        <source>Next level ▶</source>
        <translation>Nächstes Level ▶</translation>
    </message>
    <message>
        <source>Go to the next level now (Ctrl+Right)</source>
        <translation>Jetzt zum nächsten Level (Strg+Rechts)</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 Min.</translation>
    </message>
    <message>
        <source>Ctrl+Down</source>
        <translation>Strg+Runter</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 Min.</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Strg+Hoch</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>Hand-for-Hand</translation>
    </message>
    <message>
        <source>On the bubble: every table plays one hand at a time (Ctrl+H)</source>
        <translation>Bubble: alle Tische spielen Hand für Hand (Strg+H)</translation>
    </message>
    <message>
        <source>Hand done at every table</source>
        <translation>Hand an allen Tischen fertig</translation>
    </message>
    <message>
        <source>Record the hand-for-hand hand; its time comes off the clock (Ctrl+D)</source>
        <translation>Hand-for-Hand-Hand erfassen; ihre Zeit geht von der Uhr ab (Strg+D)</translation>
    </message>
    <message>
        <source>Bag the stacks…</source>
        <translation>Stacks eintüten…</translation>
    </message>
    <message>
        <source>Record every player&apos;s bag, table by table (Ctrl+Shift+B)</source>
        <translation>Den Beutel jedes Spielers erfassen, Tisch für Tisch (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Start the next day…</source>
        <translation>Nächsten Tag starten…</translation>
    </message>
    <message>
        <source>Resume the clock for the next day, after a redraw or with the seats kept</source>
        <translation>Die Uhr für den nächsten Tag fortsetzen, nach einer Neuauslosung oder mit den bisherigen Plätzen</translation>
    </message>
    <message>
        <source>Day over</source>
        <translation>Tag vorbei</translation>
    </message>
    <message>
        <source>Pause clock</source>
        <translation>Uhr anhalten</translation>
    </message>
    <message>
        <source>Resume clock</source>
        <translation>Uhr fortsetzen</translation>
    </message>
    <message>
        <source>End hand-for-hand</source>
        <translation>Hand-for-Hand beenden</translation>
    </message>
    <message>
        <source>Hand done at every table (−%1)</source>
        <translation>Hand an allen Tischen fertig (−%1)</translation>
    </message>
    <message>
        <source>HAND FOR HAND · hands played: %1 · each hand takes %2 off the clock</source>
        <translation>HAND FÜR HAND · gespielte Hände: %1 · jede Hand zieht %2 von der Uhr ab</translation>
    </message>
</context>
<context>
    <name>ClockMessage</name>
    <message>
        <source>Message on the clock screen</source>
        <translation>Nachricht auf der Turnieruhr</translation>
    </message>
    <message>
        <source>What the room reads under the blinds (leave empty to clear it):</source>
        <translation>Was der Saal unter den Blinds liest (leer lassen, um sie zu entfernen):</translation>
    </message>
</context>
<context>
    <name>ClockScreen</name>
    <message>
        <source>pokerfloor - Clock</source>
        <translation>pokerfloor – Uhr</translation>
    </message>
    <message>
        <source>%1 - pokerfloor clock</source>
        <translation>%1 – pokerfloor-Uhr</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation>Plätze gewonnen</translation>
    </message>
    <message>
        <source>END OF DAY</source>
        <translation>TAGESENDE</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>HAND FÜR HAND</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Durchschnittsstack</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chipleader</translation>
    </message>
    <message>
        <source>Rebuys %1 · Add-ons %2</source>
        <translation>Rebuys %1 · Add-ons %2</translation>
    </message>
    <message>
        <source>Bounty %1</source>
        <translation>Kopfgeld %1</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation>+ %1 weitere</translation>
    </message>
    <message>
        <source>Late registration closes in %1</source>
        <translation>Späte Anmeldung endet in %1</translation>
    </message>
    <message>
        <source>Late registration closed</source>
        <translation>Späte Anmeldung geschlossen</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Next break</source>
        <translation>Nächste Pause</translation>
    </message>
</context>
<context>
    <name>ColourUpDialog</name>
    <message>
        <source>Colour-up / chip race</source>
        <translation>Chips wechseln / Chip-Race</translation>
    </message>
    <message>
        <source>Race off the %1s into %2s</source>
        <translation>Die %1er per Race in %2er wechseln</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Übrige Chips</translation>
    </message>
    <message>
        <source>Their value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <source>Raced for</source>
        <translation>Ausgespielt</translation>
    </message>
    <message>
        <source>Each player changes what he can for the larger chip; the odd chips are raced (TDA rule 24): one card per odd chip, dealt from seat 1; the highest card wins the first chip, the next highest among the others the next, at most one chip per player; half a chip or more of odd value makes a chip. Nobody is raced out: a player left without chips keeps one of the larger chip. Every stack it changes is recorded as one action (one undo).</source>
        <translation>Jeder Spieler wechselt, was er kann, in den größeren Chip; die übrigen Chips werden ausgespielt (TDA-Regel 24): eine Karte je übrigem Chip, ausgeteilt ab Platz 1; die höchste Karte gewinnt den ersten Chip, die nächsthöhere unter den anderen den nächsten, höchstens ein Chip pro Spieler; ein halber Chip oder mehr an übrigem Wert ergibt einen Chip. Niemand scheidet durch das Race aus: Wer ohne Chips bliebe, behält einen des größeren Chips. Jeder geänderte Stack wird als eine Aktion gespeichert (ein Rückgängig).</translation>
    </message>
    <message>
        <source>Run the chip race</source>
        <translation>Chip-Race durchführen</translation>
    </message>
    <message>
        <source>No colour-up is due: no break of the structure races off a chip still in play.</source>
        <translation>Kein Chipwechsel fällig: Keine Pause der Struktur nimmt einen Chip aus dem Spiel, der noch im Spiel ist.</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entries</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Paid?</source>
        <translation>Ausgezahlt?</translation>
    </message>
    <message>
        <source>Gets</source>
        <translation>Erhält</translation>
    </message>
    <message>
        <source>By chips</source>
        <translation>Nach Chips</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Differenz</translation>
    </message>
</context>
<context>
    <name>ConsoleMenus</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Show clock screen</source>
        <translation>Uhr-Bildschirm zeigen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>Neues Turnier…</translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation>Turnier öffnen…</translation>
    </message>
    <message>
        <source>Import structure…</source>
        <translation>Struktur importieren…</translation>
    </message>
    <message>
        <source>Export structure…</source>
        <translation>Struktur exportieren…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Uhr</translation>
    </message>
    <message>
        <source>Start / pause the clock</source>
        <translation>Uhr starten / anhalten</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Nächstes Level</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Voriges Level</translation>
    </message>
    <message>
        <source>Add a minute</source>
        <translation>Eine Minute dazu</translation>
    </message>
    <message>
        <source>Take off a minute</source>
        <translation>Eine Minute abziehen</translation>
    </message>
    <message>
        <source>Hand-for-hand on / off</source>
        <translation>Hand-for-Hand ein / aus</translation>
    </message>
    <message>
        <source>Hand-for-hand: every table finished the hand</source>
        <translation>Hand-for-Hand: alle Tische haben die Hand beendet</translation>
    </message>
    <message>
        <source>Message on the clock screen…</source>
        <translation>Nachricht auf der Turnieruhr…</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Bag the stacks…</source>
        <translation>Stacks eintüten…</translation>
    </message>
    <message>
        <source>Start the next day…</source>
        <translation>Nächsten Tag starten…</translation>
    </message>
    <message>
        <source>Print the chip-count list…</source>
        <translation>Chipcount-Liste drucken…</translation>
    </message>
    <message>
        <source>Print the bag labels…</source>
        <translation>Beutel-Etiketten drucken…</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>Bust out selected</source>
        <translation>Ausgewählte ausscheiden</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Chipcounts…</translation>
    </message>
    <message>
        <source>Colour-up / chip race…</source>
        <translation>Chips wechseln / Chip-Race…</translation>
    </message>
    <message>
        <source>Player database…</source>
        <translation>Spielerdatenbank…</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Tische</translation>
    </message>
    <message>
        <source>Balance tables…</source>
        <translation>Tische ausgleichen…</translation>
    </message>
    <message>
        <source>Break a table…</source>
        <translation>Tisch auflösen…</translation>
    </message>
    <message>
        <source>Final table redraw…</source>
        <translation>Finaltisch neu auslosen…</translation>
    </message>
    <message>
        <source>Floor rules…</source>
        <translation>Floor-Regeln…</translation>
    </message>
    <message>
        <source>Seats per table…</source>
        <translation>Plätze je Tisch…</translation>
    </message>
    <message>
        <source>Table view…</source>
        <translation>Tischansicht…</translation>
    </message>
    <message>
        <source>Rehearse this event…</source>
        <translation>Dieses Turnier proben…</translation>
    </message>
    <message>
        <source>Rules settings…</source>
        <translation>Regeleinstellungen…</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>&amp;Geld</translation>
    </message>
    <message>
        <source>Recalculate payouts</source>
        <translation>Auszahlungen neu berechnen</translation>
    </message>
    <message>
        <source>Edit payouts…</source>
        <translation>Auszahlungen bearbeiten…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Deal…</translation>
    </message>
    <message>
        <source>Pay out selected</source>
        <translation>Ausgewählte auszahlen</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Töne</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Noch eine Minute</translation>
    </message>
    <message>
        <source>New level</source>
        <translation>Neues Level</translation>
    </message>
    <message>
        <source>Break starts</source>
        <translation>Pause beginnt</translation>
    </message>
    <message>
        <source>Break is over</source>
        <translation>Pause vorbei</translation>
    </message>
    <message>
        <source>Last ten seconds</source>
        <translation>Letzte zehn Sekunden</translation>
    </message>
    <message>
        <source>Sound settings…</source>
        <translation>Sound-Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <source>Seating chart…</source>
        <translation>Sitzplan…</translation>
    </message>
    <message>
        <source>Seat cards…</source>
        <translation>Platzkarten…</translation>
    </message>
    <message>
        <source>Structure…</source>
        <translation>Struktur…</translation>
    </message>
    <message>
        <source>Payouts…</source>
        <translation>Auszahlungen…</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Ergebnisse…</translation>
    </message>
    <message>
        <source>Buy-in receipt for the selected player…</source>
        <translation>Buy-in-Quittung für den ausgewählten Spieler…</translation>
    </message>
    <message>
        <source>Prize receipt for the selected player…</source>
        <translation>Preisgeld-Quittung für den ausgewählten Spieler…</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Results of this tournament…</source>
        <translation>Ergebnisse dieses Turniers…</translation>
    </message>
    <message>
        <source>Export results as CSV…</source>
        <translation>Ergebnisse als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export results as JSON…</source>
        <translation>Ergebnisse als JSON exportieren…</translation>
    </message>
    <message>
        <source>Player history…</source>
        <translation>Spielerhistorie…</translation>
    </message>
    <message>
        <source>Season / league standings…</source>
        <translation>Saison- / Ligawertung…</translation>
    </message>
    <message>
        <source>Export tournament…</source>
        <translation>Turnier exportieren…</translation>
    </message>
    <message>
        <source>Import tournament…</source>
        <translation>Turnier importieren…</translation>
    </message>
    <message>
        <source>Export hands (PHH)…</source>
        <translation>Hände exportieren (PHH)…</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank geöffnet.</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import players from CSV</source>
        <translation>Spieler aus CSV importieren</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 already in the database, %4 with a problem (%5).</source>
        <translation>%1: %2 neu, %3 schon in der Datenbank, %4 mit einem Problem (%5).</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>In the database</source>
        <translation>In der Datenbank</translation>
    </message>
    <message>
        <source>already in (as %1): skipped</source>
        <translation>schon vorhanden (als %1): übersprungen</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Add %1 new player(s)</source>
        <translation>%1 neue(n) Spieler hinzufügen</translation>
    </message>
</context>
<context>
    <name>DayActions</name>
    <message>
        <source>Day %1 is still being played: bag the stacks when play stops.</source>
        <translation>Tag %1 wird noch gespielt: die Stacks eintüten, wenn das Spiel ruht.</translation>
    </message>
    <message>
        <source>Bags kept apart: %1</source>
        <translation>Beutel zurückgestellt: %1</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Tag %1 starten</translation>
    </message>
    <message>
        <source>Day %1 resumes with the level&apos;s time left. Draw every player&apos;s seat again (TDA: random), or keep the seats they bagged at?</source>
        <translation>Tag %1 beginnt mit der verbleibenden Zeit des Levels. Alle Plätze neu auslosen (TDA: zufällig) oder die Plätze beim Eintüten behalten?</translation>
    </message>
    <message>
        <source>Redraw every seat (random)</source>
        <translation>Alle Plätze neu auslosen (zufällig)</translation>
    </message>
    <message>
        <source>Keep the seats</source>
        <translation>Plätze behalten</translation>
    </message>
    <message>
        <source>No bags are recorded yet.</source>
        <translation>Es sind noch keine Beutel erfasst.</translation>
    </message>
</context>
<context>
    <name>Days</name>
    <message>
        <source>Day %1 · %2 players</source>
        <translation>Tag %1 · %2 Spieler</translation>
    </message>
    <message>
        <source>End of Day %1 — the bags are recorded</source>
        <translation>Ende von Tag %1 — die Beutel sind erfasst</translation>
    </message>
    <message>
        <source>End of Day %1 — bag the stacks</source>
        <translation>Ende von Tag %1 — die Stacks eintüten</translation>
    </message>
    <message>
        <source>The bags hold %1 chips but %2 are in play: %3 %4. Count again.</source>
        <translation>Die Beutel enthalten %1 Chips, im Spiel sind aber %2: %3 %4. Bitte neu zählen.</translation>
    </message>
    <message>
        <source>too many</source>
        <translation>zu viel</translation>
    </message>
    <message>
        <source>short</source>
        <translation>zu wenig</translation>
    </message>
    <message>
        <source>End of Day %1</source>
        <translation>Ende von Tag %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>How do the remaining players split the prizes?</source>
        <translation>Wie teilen die verbleibenden Spieler die Preise?</translation>
    </message>
    <message>
        <source>ICM (by each player&apos;s chances to finish in each place)</source>
        <translation>ICM (nach den Chancen jedes Spielers auf jeden Platz)</translation>
    </message>
    <message>
        <source>Chip chop (in proportion to chips)</source>
        <translation>Chip-Chop (nach Chips)</translation>
    </message>
    <message>
        <source>Even split</source>
        <translation>Gleich aufteilen</translation>
    </message>
    <message>
        <source>to the cent</source>
        <translation>auf den Cent</translation>
    </message>
    <message>
        <source>Round each share to</source>
        <translation>Jeden Anteil runden auf</translation>
    </message>
    <message>
        <source>Left to play for (the winner takes it)</source>
        <translation>Ausgespielt (der Sieger erhält es)</translation>
    </message>
    <message>
        <source>Make this deal</source>
        <translation>Diesen Deal machen</translation>
    </message>
    <message>
        <source>Shares %1 now; play goes on for %2, which the winner takes.</source>
        <translation>Verteilt jetzt %1; um %2 wird weitergespielt, der Sieger erhält es.</translation>
    </message>
    <message>
        <source>Shares %1 of the prize money left. Confirming ends the tournament.</source>
        <translation>Verteilt %1 verbleibendes Preisgeld. Bestätigen beendet das Turnier.</translation>
    </message>
    <message>
        <source>“By chips”: the prize each player&apos;s chip count ranks him at now.</source>
        <translation>„Nach Chips“: der Preis des Platzes, auf dem der Chipstand den Spieler jetzt einordnet.</translation>
    </message>
</context>
<context>
    <name>DirectorConsole</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>pokerfloor - Display station (read-only)</source>
        <translation>pokerfloor – Anzeigestation (nur lesen)</translation>
    </message>
    <message>
        <source>pokerfloor - Director console</source>
        <translation>pokerfloor – Turnierleitung</translation>
    </message>
</context>
<context>
    <name>Facade</name>
    <message>
        <source>Out · %1</source>
        <translation>Ausgeschieden · %1</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Next game: %1</source>
        <translation>Nächstes Spiel: %1</translation>
    </message>
    <message>
        <source>Table %1 seat %2</source>
        <translation>Tisch %1 Platz %2</translation>
    </message>
    <message>
        <source>Next: %1 · %2</source>
        <translation>Nächstes: %1 · %2</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Turnier beendet</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>HAND FOR HAND</translation>
    </message>
    <message>
        <source>On the bubble</source>
        <translation>Bubble</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>In den Preisrängen</translation>
    </message>
    <message>
        <source>Clock not started</source>
        <translation>Uhr nicht gestartet</translation>
    </message>
    <message>
        <source>(paid)</source>
        <translation>(ausgezahlt)</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Tisch %1: %2</translation>
    </message>
    <message>
        <source>Add-ons now</source>
        <translation>Jetzt Add-ons</translation>
    </message>
    <message>
        <source>Tournament over: the players made a deal</source>
        <translation>Turnier beendet: die Spieler haben einen Deal gemacht</translation>
    </message>
    <message>
        <source>Deal made: playing for %1</source>
        <translation>Deal gemacht: es wird um %1 gespielt</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>Es wird noch gespielt um</translation>
    </message>
    <message>
        <source>(dead)</source>
        <translation>(tot)</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>Everyone fits at one table: redraw the final table (table %1).</source>
        <translation>Alle passen an einen Tisch: Finaltisch neu auslosen (Tisch %1).</translation>
    </message>
    <message>
        <source>Break table %1: its players fit in the open seats.</source>
        <translation>Tisch %1 auflösen: seine Spieler passen auf die freien Plätze.</translation>
    </message>
    <message>
        <source>The tables need balancing.</source>
        <translation>Die Tische müssen ausgeglichen werden.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 — by %2</source>
        <translation>%1 — von %2</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Ausgezahlt</translation>
    </message>
    <message>
        <source>To pay</source>
        <translation>Auszuzahlen</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Ohne Platz</translation>
    </message>
    <message>
        <source>Chips issued: %1 · recorded stacks total %2</source>
        <translation>Ausgegebene Chips: %1 · erfasste Stacks gesamt %2</translation>
    </message>
    <message>
        <source>the count matches.</source>
        <translation>die Zählung stimmt.</translation>
    </message>
    <message>
        <source>%1 short: record chip counts after bust-outs</source>
        <translation>%1 fehlen: Chipcounts nach Ausscheiden erfassen</translation>
    </message>
    <message>
        <source>%1 more than issued: check the counts</source>
        <translation>%1 mehr als ausgegeben: Zählungen prüfen</translation>
    </message>
    <message>
        <source>Bounties: %1 collected · %2 paid · %3 outstanding</source>
        <translation>Kopfgelder: %1 eingenommen · %2 ausgezahlt · %3 offen</translation>
    </message>
    <message>
        <source>%1 unassigned</source>
        <translation>%1 nicht zugeordnet</translation>
    </message>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Geben Sie zuerst den Namen des Spielers ein.</translation>
    </message>
    <message>
        <source>balance</source>
        <translation>Ausgleich</translation>
    </message>
    <message>
        <source>table %1 breaks</source>
        <translation>Tisch %1 wird aufgelöst</translation>
    </message>
    <message>
        <source>There is no break plan to confirm; choose a table to break first.</source>
        <translation>Es gibt keinen Auflösungsplan zu bestätigen; wählen Sie zuerst einen Tisch.</translation>
    </message>
    <message>
        <source>final table %1</source>
        <translation>Finaltisch %1</translation>
    </message>
    <message>
        <source>There is no final-table redraw to confirm; draw one first.</source>
        <translation>Es gibt keine Finaltisch-Auslosung zu bestätigen; losen Sie zuerst aus.</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gewinnt %2</translation>
    </message>
    <message>
        <source>Engine demo hand at table %1 (%2): %3.</source>
        <translation>Engine-Demohand an Tisch %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Engine demo hand at table %1 (%2): %3 wins a pot of %4.</source>
        <translation>Engine-Demohand an Tisch %1 (%2): %3 gewinnt einen Pot von %4.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Ausgeschieden: %1.</translation>
    </message>
    <message>
        <source>There is no balance plan to confirm; ask for one first.</source>
        <translation>Es gibt keinen Ausgleichsplan zu bestätigen; fordern Sie zuerst einen an.</translation>
    </message>
    <message>
        <source>Create the tournament first</source>
        <translation>Legen Sie zuerst das Turnier an</translation>
    </message>
    <message>
        <source>%1 progressive</source>
        <translation>%1 progressiv</translation>
    </message>
</context>
<context>
    <name>FlightDesk</name>
    <message>
        <source>Flights and Day 2…</source>
        <translation>Flights und Tag 2…</translation>
    </message>
</context>
<context>
    <name>Flights</name>
    <message>
        <source>Day 2 · %1 players from %2 flights</source>
        <translation>Tag 2 · %1 Spieler aus %2 Flights</translation>
    </message>
    <message>
        <source>Day %1 · Prize pool %2 · %3 entries in %4 flights</source>
        <translation>Tag %1 · Preispool %2 · %3 Entries in %4 Flights</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>noch zu spielen</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>bagged</source>
        <translation>eingetütet</translation>
    </message>
    <message>
        <source>Bagged in %1</source>
        <translation>Eingetütet in %1</translation>
    </message>
    <message>
        <source>Out in %1</source>
        <translation>Ausgeschieden in %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
</context>
<context>
    <name>FlightsDialog</name>
    <message>
        <source>Flights and Day 2</source>
        <translation>Flights und Tag 2</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entries</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <source>The flights, one a line: code, date, tables</source>
        <translation>Die Flights, einer pro Zeile: Code, Datum, Tische</translation>
    </message>
    <message>
        <source>A player who bags in one flight may not play another</source>
        <translation>Wer in einem Flight eintütet, darf keinen weiteren spielen</translation>
    </message>
    <message>
        <source>A player may play several flights: the largest bag goes on</source>
        <translation>Ein Spieler darf mehrere Flights spielen: der größte Beutel kommt weiter</translation>
    </message>
    <message>
        <source>Save the flights</source>
        <translation>Flights speichern</translation>
    </message>
    <message>
        <source>Day 2</source>
        <translation>Tag 2</translation>
    </message>
    <message>
        <source>Seats drawn at random</source>
        <translation>Plätze zufällig gelost</translation>
    </message>
    <message>
        <source>Stacks spread evenly over the tables</source>
        <translation>Stacks gleichmäßig auf die Tische verteilt</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Give the flights&apos; busts places below Day 2&apos;s field</source>
        <translation>Den Ausgeschiedenen der Flights Ränge unter dem Feld von Tag 2 geben</translation>
    </message>
    <message>
        <source>Form Day 2</source>
        <translation>Tag 2 bilden</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Tag %1 starten</translation>
    </message>
    <message>
        <source>%1 players go on to Day 2 · tables of %3 needed: %2</source>
        <translation>%1 Spieler kommen in Tag 2 · benötigte Tische zu %3: %2</translation>
    </message>
    <message>
        <source>Cannot read the line “%1”: type a code, a date (YYYY-MM-DD) and tables (1-10)</source>
        <translation>Die Zeile „%1“ ist nicht lesbar: geben Sie einen Code, ein Datum (JJJJ-MM-TT) und Tische (1-10) ein</translation>
    </message>
</context>
<context>
    <name>FloorRules</name>
    <message>
        <source>Break order: “%1” is not a table number.</source>
        <translation>Auflösungsreihenfolge: „%1“ ist keine Tischnummer.</translation>
    </message>
    <message>
        <source>Floor rules changed; the hints follow them.</source>
        <translation>Floor-Regeln geändert; die Hinweise folgen ihnen.</translation>
    </message>
</context>
<context>
    <name>FloorRulesBox</name>
    <message>
        <source>Floor rules</source>
        <translation>Floor-Regeln</translation>
    </message>
    <message>
        <source>player(s)</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Balance when tables differ by more than</source>
        <translation>Ausgleichen, wenn Tische sich um mehr unterscheiden als</translation>
    </message>
    <message>
        <source>players short</source>
        <translation>Spieler zu wenig</translation>
    </message>
    <message>
        <source>Halt a table (TDA 11D) at</source>
        <translation>Tisch anhalten (TDA 11D) bei</translation>
    </message>
    <message>
        <source>only once an empty seat is due the big blind</source>
        <translation>erst wenn ein leerer Platz den Big Blind zahlen müsste</translation>
    </message>
    <message>
        <source>e.g. 5, 4, 3 (others: highest first)</source>
        <translation>z. B. 5, 4, 3 (übrige: höchste zuerst)</translation>
    </message>
    <message>
        <source>Break order (tables)</source>
        <translation>Auflösungsreihenfolge (Tische)</translation>
    </message>
    <message>
        <source>break the table with the fewest players first instead (ties: this order)</source>
        <translation>stattdessen den Tisch mit den wenigsten Spielern zuerst auflösen (bei Gleichstand: diese Reihenfolge)</translation>
    </message>
</context>
<context>
    <name>FloorRulesDialog</name>
    <message>
        <source>Floor rules</source>
        <translation>Floor-Regeln</translation>
    </message>
</context>
<context>
    <name>HandHistoryActions</name>
    <message>
        <source>Hands played at a table…</source>
        <translation>An einem Tisch gespielte Hände…</translation>
    </message>
    <message>
        <source>Ruling assistant…</source>
        <translation>Entscheidungshilfe…</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <source>Hands played at table %1…</source>
        <translation>An Tisch %1 gespielte Hände…</translation>
    </message>
    <message>
        <source>No database is open: no hands are stored.</source>
        <translation>Keine Datenbank geöffnet: keine Hände gespeichert.</translation>
    </message>
    <message>
        <source>No hand has been recorded in this tournament yet.</source>
        <translation>In diesem Turnier wurde noch keine Hand erfasst.</translation>
    </message>
    <message>
        <source>1 hand was recorded in this tournament; it was undone.</source>
        <translation>1 Hand wurde in diesem Turnier erfasst; sie wurde rückgängig gemacht.</translation>
    </message>
    <message>
        <source>%1 hands were recorded in this tournament; all were undone.</source>
        <translation>%1 Hände wurden in diesem Turnier erfasst; alle wurden rückgängig gemacht.</translation>
    </message>
    <message>
        <source>This hand&apos;s history cannot be read: %1</source>
        <translation>Die Historie dieser Hand ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Table %1, hand %2</source>
        <translation>Tisch %1, Hand %2</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Hand exportieren</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>PHH-Hand-Historie (*.phh)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Export nicht möglich: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>HandListDialog</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Replay step by step…</source>
        <translation>Schritt für Schritt abspielen…</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>PHH exportieren…</translation>
    </message>
    <message>
        <source>Ruling assistant…</source>
        <translation>Entscheidungshilfe…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hands played at table %1</source>
        <translation>An Tisch %1 gespielte Hände</translation>
    </message>
    <message>
        <source>No hand has been recorded at table %1 yet.</source>
        <translation>An Tisch %1 wurde noch keine Hand erfasst.</translation>
    </message>
    <message>
        <source>1 hand was recorded at table %1; it was undone.</source>
        <translation>An Tisch %1 wurde 1 Hand erfasst; sie wurde rückgängig gemacht.</translation>
    </message>
    <message>
        <source>%2 hands were recorded at table %1; all were undone.</source>
        <translation>An Tisch %1 wurden %2 Hände erfasst; alle wurden rückgängig gemacht.</translation>
    </message>
    <message>
        <source>1 hand stored for table %1. Enter replays it.</source>
        <translation>1 Hand für Tisch %1 gespeichert. Enter spielt sie nach.</translation>
    </message>
    <message>
        <source>%2 hands stored for table %1. Enter replays the selected hand.</source>
        <translation>%2 Hände für Tisch %1 gespeichert. Enter spielt die gewählte Hand nach.</translation>
    </message>
    <message>
        <source>1 more was undone and is not listed.</source>
        <translation>1 weitere wurde rückgängig gemacht und ist nicht aufgeführt.</translation>
    </message>
    <message>
        <source>%1 more were undone and are not listed.</source>
        <translation>%1 weitere wurden rückgängig gemacht und sind nicht aufgeführt.</translation>
    </message>
</context>
<context>
    <name>HandReplay</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Forced bets posted</source>
        <translation>Pflichteinsätze gesetzt</translation>
    </message>
    <message>
        <source>Showdown: the pots are awarded</source>
        <translation>Showdown: die Pots werden vergeben</translation>
    </message>
    <message>
        <source>Cards dealt to %1</source>
        <translation>Karten an %1 gegeben</translation>
    </message>
    <message>
        <source>Cards dealt to %1: %2</source>
        <translation>Karten an %1 gegeben: %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Board: %1</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 foldet</translation>
    </message>
    <message>
        <source>%1 calls %2, all in</source>
        <translation>%1 callt %2, all-in</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 callt %2</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 checkt</translation>
    </message>
    <message>
        <source>%1 posts the bring-in</source>
        <translation>%1 setzt das Bring-in</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1 bleibt stehen</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 tauscht %2</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 wirft weg</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 zeigt %2</translation>
    </message>
    <message>
        <source>%1 raises to %2, all in</source>
        <translation>%1 erhöht auf %2, all-in</translation>
    </message>
    <message>
        <source>%1 raises to %2</source>
        <translation>%1 erhöht auf %2</translation>
    </message>
    <message>
        <source>%1 bets %2, all in</source>
        <translation>%1 setzt %2, all-in</translation>
    </message>
    <message>
        <source>%1 bets %2</source>
        <translation>%1 setzt %2</translation>
    </message>
    <message>
        <source>Main pot %1 (%2)</source>
        <translation>Hauptpot %1 (%2)</translation>
    </message>
    <message>
        <source>Side pot %3: %1 (%2)</source>
        <translation>Sidepot %3: %1 (%2)</translation>
    </message>
    <message>
        <source>No pot yet</source>
        <translation>Noch kein Pot</translation>
    </message>
    <message>
        <source>%1 gets back an uncalled bet of %2</source>
        <translation>%1 erhält einen nicht gecallten Einsatz von %2 zurück</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>dem Hauptpot</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>Sidepot %1</translation>
    </message>
    <message>
        <source>%1, high half</source>
        <translation>%1, High-Hälfte</translation>
    </message>
    <message>
        <source>%1, low half</source>
        <translation>%1, Low-Hälfte</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3</source>
        <translation>%1 gewinnt %2 aus %3</translation>
    </message>
</context>
<context>
    <name>HandReplayDialog</name>
    <message>
        <source>Hand replay – %1</source>
        <translation>Hand-Wiedergabe – %1</translation>
    </message>
    <message>
        <source>The engine stops this hand early: %1</source>
        <translation>Die Engine bricht diese Hand vorzeitig ab: %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>In the hand</source>
        <translation>In der Hand</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>« First (Home)</source>
        <translation>« Anfang (Pos1)</translation>
    </message>
    <message>
        <source>◀ Back (←)</source>
        <translation>◀ Zurück (←)</translation>
    </message>
    <message>
        <source>Next (→) ▶</source>
        <translation>Weiter (→) ▶</translation>
    </message>
    <message>
        <source>Last (End) »</source>
        <translation>Ende (Ende) »</translation>
    </message>
    <message>
        <source>Ruling at this step…</source>
        <translation>Entscheidung zu diesem Schritt…</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>PHH exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Board: %1</translation>
    </message>
    <message>
        <source>Hand over: the pots are awarded</source>
        <translation>Hand vorbei: die Pots sind vergeben</translation>
    </message>
    <message>
        <source>In the middle: %1</source>
        <translation>In der Mitte: %1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>gefoldet</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>to show</source>
        <translation>muss zeigen</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>That tournament is no longer in the database.</source>
        <translation>Dieses Turnier ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>That season is no longer in the database.</source>
        <translation>Diese Saison ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Geben Sie der Saison einen Namen.</translation>
    </message>
    <message>
        <source>This station is read-only: seasons cannot be saved.</source>
        <translation>Diese Station ist schreibgeschützt: Saisons können nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>There is already a season called “%1”.</source>
        <translation>Es gibt bereits eine Saison „%1“.</translation>
    </message>
    <message>
        <source>The file is not a JSON document (%1).</source>
        <translation>Die Datei ist kein JSON-Dokument (%1).</translation>
    </message>
    <message>
        <source>The file is not a pokerfloor tournament export.</source>
        <translation>Die Datei ist kein pokerfloor-Turnierexport.</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Could not export: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>No database is open: there is no history to show.</source>
        <translation>Keine Datenbank geöffnet: es gibt keinen Verlauf.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>Export tournament</source>
        <translation>Turnier exportieren</translation>
    </message>
    <message>
        <source>No hand histories are stored for this tournament yet.</source>
        <translation>Für dieses Turnier sind noch keine Handverläufe gespeichert.</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Hände exportieren</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phhs *.phh)</source>
        <translation>PHH-Handverläufe (*.phhs *.phh)</translation>
    </message>
    <message>
        <source>Import tournament</source>
        <translation>Turnier importieren</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The tournament was not imported, nothing changed: %1</source>
        <translation>Das Turnier wurde nicht importiert, nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>“%1” is imported as a new tournament and shown now.</source>
        <translation>„%1“ ist als neues Turnier importiert und wird jetzt angezeigt.</translation>
    </message>
</context>
<context>
    <name>HistoryDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>LaterCheck</name>
    <message>
        <source>Damaged database file</source>
        <translation>Beschädigte Datenbankdatei</translation>
    </message>
    <message>
        <source>pokerfloor closes this event: nothing was recorded in the file since it was opened. Open a backup copy of the event.</source>
        <translation>pokerfloor schließt dieses Turnier: Seit dem Öffnen wurde nichts in der Datei gespeichert. Öffnen Sie eine Sicherungskopie des Turniers.</translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Players left</source>
        <translation>Verbleibende Spieler</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einstiege</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Durchschnittsstack</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Where do I sit?</source>
        <translation>Wo sitze ich?</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Letzte Umsetzungen</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Nächstes: %1</translation>
    </message>
    <message>
        <source>Next game: %1</source>
        <translation>Nächstes Spiel: %1</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>Nächste Pause in %1</translation>
    </message>
    <message>
        <source>Table %1 · Seat %2</source>
        <translation>Tisch %1 · Platz %2</translation>
    </message>
    <message>
        <source>Payouts not set yet</source>
        <translation>Auszahlungen noch nicht festgelegt</translation>
    </message>
    <message>
        <source>Nobody is out yet</source>
        <translation>Noch niemand ausgeschieden</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Noch keine Umsetzungen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>Es wird noch gespielt um</translation>
    </message>
    <message>
        <source>Names are not shown: ask the floor.</source>
        <translation>Namen werden nicht angezeigt: fragen Sie die Turnierleitung.</translation>
    </message>
    <message>
        <source>No seated player by that name</source>
        <translation>Kein Spieler mit diesem Namen sitzt</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Aktualisiert %1</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbinde neu…</translation>
    </message>
    <message>
        <source>This link has expired: scan the code on the clock screen.</source>
        <translation>Dieser Link ist abgelaufen: Scannen Sie den Code auf dem Uhr-Bildschirm.</translation>
    </message>
    <message>
        <source>Cannot share on %1 port %2: %3. Pick another port or network.</source>
        <translation>Freigabe auf %1 Port %2 nicht möglich: %3. Wählen Sie einen anderen Port oder ein anderes Netzwerk.</translation>
    </message>
    <message>
        <source>Share live view…</source>
        <translation>Live-Ansicht teilen…</translation>
    </message>
    <message>
        <source>Serve a read-only page with the clock and seats to phones in the room</source>
        <translation>Eine schreibgeschützte Seite mit Uhr und Plätzen an die Handys im Saal ausliefern</translation>
    </message>
    <message>
        <source>Staff on phones…</source>
        <translation>Personal am Handy…</translation>
    </message>
    <message>
        <source>Give floor staff a link to record busts and counts from their phones</source>
        <translation>Dem Floor-Personal einen Link geben, um Ausscheiden und Chipcounts am Handy zu erfassen</translation>
    </message>
    <message>
        <source>Live view: %1</source>
        <translation>Live-Ansicht: %1</translation>
    </message>
    <message>
        <source>Live view not shared again: %1</source>
        <translation>Live-Ansicht nicht wieder freigegeben: %1</translation>
    </message>
</context>
<context>
    <name>MoneyActions</name>
    <message>
        <source>The seats are entered in “%1”, shown now (Undo takes them out).</source>
        <translation>Die Plätze sind in „%1“ eingetragen, jetzt angezeigt (Rückgängig nimmt sie heraus).</translation>
    </message>
    <message>
        <source>Every bounty is assigned.</source>
        <translation>Jedes Kopfgeld ist zugeordnet.</translation>
    </message>
    <message>
        <source>Assign a bounty</source>
        <translation>Kopfgeld zuordnen</translation>
    </message>
    <message>
        <source>Whose bounty?</source>
        <translation>Wessen Kopfgeld?</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Who busted them?</source>
        <translation>Wer hat sie rausgeworfen?</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Zuordnen</translation>
    </message>
    <message>
        <source>Select a player who won a prize in the payouts list first.</source>
        <translation>Wählen Sie zuerst einen Preisträger in der Auszahlungsliste.</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>%1 levels, %2 breaks, %3 h in all, starting stack %4</source>
        <translation>%1 Level, %2 Pausen, insgesamt %3 h, Startstack %4</translation>
    </message>
    <message>
        <source>The structure “%1” has %2 problem(s):</source>
        <translation>Die Struktur „%1“ hat %2 Problem(e):</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>e.g. Friday Night Hold&apos;em</source>
        <translation>z. B. Freitagabend Hold&apos;em</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Plätze pro Tisch</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Buy-in (prize pool)</source>
        <translation>Buy-in (Preisgeld)</translation>
    </message>
    <message>
        <source>Fee (house)</source>
        <translation>Gebühr (Haus)</translation>
    </message>
    <message>
        <source>Bounty on each head</source>
        <translation>Bounty pro Kopf</translation>
    </message>
    <message>
        <source>Fixed: the eliminator gets the whole bounty</source>
        <translation>Fest: wer rauswirft, erhält das ganze Bounty</translation>
    </message>
    <message>
        <source>Progressive knockout (PKO)</source>
        <translation>Progressive Knockout (PKO)</translation>
    </message>
    <message>
        <source>Bounty kind</source>
        <translation>Bounty-Art</translation>
    </message>
    <message>
        <source>PKO: share added to the eliminator&apos;s head</source>
        <translation>PKO: Anteil auf den Kopf des Rauswerfers</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>keine (Freezeout)</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Re-Entries pro Spieler</translation>
    </message>
    <message>
        <source>only before the start</source>
        <translation>nur vor dem Start</translation>
    </message>
    <message>
        <source>Late registration until level</source>
        <translation>Late Registration bis Level</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Guaranteed prize pool</source>
        <translation>Garantiertes Preisgeld</translation>
    </message>
    <message>
        <source>Rebuys and add-on</source>
        <translation>Rebuys und Add-on</translation>
    </message>
    <message>
        <source>no rebuys</source>
        <translation>keine Rebuys</translation>
    </message>
    <message>
        <source>Rebuys per player</source>
        <translation>Rebuys pro Spieler</translation>
    </message>
    <message>
        <source>Rebuy cost</source>
        <translation>Rebuy-Preis</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Rebuy-Chips</translation>
    </message>
    <message>
        <source>Rebuys until level</source>
        <translation>Rebuys bis Level</translation>
    </message>
    <message>
        <source>Rebuys taken</source>
        <translation>Rebuys werden genommen</translation>
    </message>
    <message>
        <source>Rebuy only with a stack of at most</source>
        <translation>Rebuy nur mit einem Stack von höchstens</translation>
    </message>
    <message>
        <source>Add-on cost</source>
        <translation>Add-on-Preis</translation>
    </message>
    <message>
        <source>no add-on</source>
        <translation>kein Add-on</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Add-on-Chips</translation>
    </message>
    <message>
        <source>Add-on until level</source>
        <translation>Add-on bis Level</translation>
    </message>
    <message>
        <source>during levels 1 to that level and its break</source>
        <translation>in den Levels 1 bis zu diesem Level und seiner Pause</translation>
    </message>
    <message>
        <source>only at the break after that level</source>
        <translation>nur in der Pause nach diesem Level</translation>
    </message>
    <message>
        <source>Add-ons taken</source>
        <translation>Add-ons werden genommen</translation>
    </message>
    <message>
        <source>2 allows the double add-on</source>
        <translation>2 erlaubt das doppelte Add-on</translation>
    </message>
    <message>
        <source>Add-ons per player</source>
        <translation>Add-ons je Spieler</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules settings…</source>
        <translation>Regeleinstellungen…</translation>
    </message>
    <message>
        <source>Create tournament</source>
        <translation>Turnier anlegen</translation>
    </message>
    <message>
        <source>A player pays %1 %2 per entry.</source>
        <translation>Ein Spieler zahlt %1 %2 pro Entry.</translation>
    </message>
    <message>
        <source>Give the tournament a name.</source>
        <translation>Geben Sie dem Turnier einen Namen.</translation>
    </message>
    <message>
        <source>The currency is a three-letter code such as EUR or USD.</source>
        <translation>Die Währung ist ein Code aus drei Buchstaben wie EUR oder USD.</translation>
    </message>
    <message>
        <source>Choose a structure.</source>
        <translation>Wählen Sie eine Struktur.</translation>
    </message>
    <message>
        <source>The new tournament was not confirmed.</source>
        <translation>Das neue Turnier wurde nicht bestätigt.</translation>
    </message>
</context>
<context>
    <name>NoticeLine</name>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>%1 of %2 players left</source>
        <translation>%1 von %2 Spielern übrig</translation>
    </message>
    <message>
        <source>Average stack %1</source>
        <translation>Durchschnittsstack %1</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Preisgeld %1</translation>
    </message>
</context>
<context>
    <name>OpenTournamentDialog</name>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Choose the tournament to run (newest first):</source>
        <translation>Turnier wählen (neueste zuerst):</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>%1 (on screen)</source>
        <translation>%1 (angezeigt)</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>PayoutTableBox</name>
    <message>
        <source>Fill from a payout table</source>
        <translation>Aus einer Auszahlungstabelle füllen</translation>
    </message>
    <message>
        <source>Standard (1st about 30% when ten are paid)</source>
        <translation>Standard (1. etwa 30 %, wenn zehn bezahlt werden)</translation>
    </message>
    <message>
        <source>Steep, TDA / WSOP-like (1st about 34%)</source>
        <translation>Steil, wie TDA / WSOP (1. etwa 34 %)</translation>
    </message>
    <message>
        <source>Flat, club (1st about 22%)</source>
        <translation>Flach, Club (1. etwa 22 %)</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>By the number of entries</source>
        <translation>Nach Anzahl der Einsätze</translation>
    </message>
    <message>
        <source>Percentage of the field</source>
        <translation>Prozent des Feldes</translation>
    </message>
    <message>
        <source>Fixed number of places</source>
        <translation>Feste Anzahl Plätze</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Bezahlte Plätze</translation>
    </message>
    <message>
        <source>Standard (buy-in + fee or 1.5 × buy-in)</source>
        <translation>Standard (Buy-in + Gebühr oder 1,5 × Buy-in)</translation>
    </message>
    <message>
        <source>Min cash</source>
        <translation>Min-Cash</translation>
    </message>
    <message>
        <source>Round each prize to</source>
        <translation>Jeden Preis runden auf</translation>
    </message>
    <message>
        <source>Rounding: the units left after rounding down go to the places with the largest fractions (the better place first); cents below one unit go to 1st place.</source>
        <translation>Rundung: Die nach dem Abrunden übrigen Einheiten gehen an die Plätze mit den größten Resten (der bessere Platz zuerst); Cents unter einer Einheit gehen an Platz 1.</translation>
    </message>
    <message>
        <source>Follow the prize pool with this table</source>
        <translation>Mit dieser Tabelle dem Preispool folgen</translation>
    </message>
    <message>
        <source>Checked: the prizes are worked out again by this table as entries, re-entries and add-ons come in (until locked or the bubble). Unchecked, or a prize changed by hand: the amounts stay fixed.</source>
        <translation>Angehakt: Die Preise werden mit dieser Tabelle neu berechnet, wenn Buy-ins, Re-Entries und Add-ons hinzukommen (bis zur Sperre oder zur Bubble). Nicht angehakt oder ein Preis von Hand geändert: Die Beträge bleiben fest.</translation>
    </message>
    <message>
        <source>Fill the places with this table</source>
        <translation>Plätze mit dieser Tabelle füllen</translation>
    </message>
</context>
<context>
    <name>PayoutsDialog</name>
    <message>
        <source>Edit payouts</source>
        <translation>Auszahlungen bearbeiten</translation>
    </message>
    <message>
        <source>Prize for each place, 1st first (%1). Prize pool: %2</source>
        <translation>Preis für jeden Platz, 1. zuerst (%1). Preisgeld: %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Add a place</source>
        <translation>Platz hinzufügen</translation>
    </message>
    <message>
        <source>Remove the last place</source>
        <translation>Letzten Platz entfernen</translation>
    </message>
    <message>
        <source>Set payouts</source>
        <translation>Auszahlungen setzen</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Summe: %1</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <source>Recalculate payouts</source>
        <translation>Auszahlungen neu berechnen</translation>
    </message>
    <message>
        <source>Share the prize pool by the standard payout table for this field</source>
        <translation>Preisgeld nach der Standard-Auszahlungstabelle für dieses Feld verteilen</translation>
    </message>
    <message>
        <source>Edit payouts…</source>
        <translation>Auszahlungen bearbeiten…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Deal…</translation>
    </message>
    <message>
        <source>The remaining players split the prizes (ICM, chip chop or even)</source>
        <translation>Die verbleibenden Spieler teilen die Preise (ICM, Chip-Chop oder gleich)</translation>
    </message>
    <message>
        <source>Pay out selected</source>
        <translation>Ausgewählte auszahlen</translation>
    </message>
    <message>
        <source>Select a finished player in the list, then pay them their prize</source>
        <translation>Ausgeschiedenen Spieler in der Liste wählen, dann seinen Preis auszahlen</translation>
    </message>
    <message>
        <source>Lock payouts</source>
        <translation>Auszahlungen sperren</translation>
    </message>
    <message>
        <source>Until locked (or the bubble), recalculated payouts follow the prize pool</source>
        <translation>Bis zur Sperre (oder zur Bubble) folgen die Auszahlungen dem Preisgeld</translation>
    </message>
    <message>
        <source>Satellite…</source>
        <translation>Satellite…</translation>
    </message>
    <message>
        <source>Pay seats of a target event instead of places, the remainder in cash</source>
        <translation>Plätze in einem Zielturnier statt Ränge auszahlen, den Rest in bar</translation>
    </message>
    <message>
        <source>Enter seats in target event</source>
        <translation>Plätze im Zielturnier eintragen</translation>
    </message>
    <message>
        <source>The seat winners selected (none: all of them) are registered and bought in in the target event</source>
        <translation>Die ausgewählten Platzgewinner (keiner ausgewählt: alle) werden im Zielturnier angemeldet und eingekauft</translation>
    </message>
    <message>
        <source>Assign bounty…</source>
        <translation>Kopfgeld zuordnen…</translation>
    </message>
    <message>
        <source>A player busted without a named eliminator: say who collects the bounty</source>
        <translation>Ein Spieler schied ohne genannten Gegner aus: wer erhält das Kopfgeld?</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Standard payout table</source>
        <translation>Standard-Auszahlungstabelle</translation>
    </message>
    <message>
        <source>Steep payout table</source>
        <translation>Steile Auszahlungstabelle</translation>
    </message>
    <message>
        <source>Flat payout table</source>
        <translation>Flache Auszahlungstabelle</translation>
    </message>
    <message>
        <source>%1, prizes in units of %2</source>
        <translation>%1, Preise in Einheiten von %2</translation>
    </message>
    <message>
        <source>locked as it is.</source>
        <translation>so gesperrt, wie sie ist.</translation>
    </message>
    <message>
        <source>they follow the prize pool until the bubble.</source>
        <translation>sie folgen dem Preispool bis zur Bubble.</translation>
    </message>
    <message>
        <source>Satellite to %1 · prize pool %2: %3.</source>
        <translation>Satellite für %1 · Preispool %2: %3.</translation>
    </message>
    <message>
        <source>Seats won — the satellite is over.</source>
        <translation>Plätze gewonnen — der Satellite ist vorbei.</translation>
    </message>
    <message>
        <source>The seats follow the prize pool; play stops when as many players are left as seats.</source>
        <translation>Die Plätze folgen dem Preispool; gespielt wird, bis so viele Spieler übrig sind wie Plätze.</translation>
    </message>
    <message>
        <source>Prize pool %1. No payouts yet: press “Recalculate payouts” or “Edit payouts…”.</source>
        <translation>Preisgeld %1. Noch keine Auszahlungen: „Auszahlungen neu berechnen“ oder „Auszahlungen bearbeiten…“ drücken.</translation>
    </message>
    <message>
        <source>Prize pool %1 · %2 places paid.</source>
        <translation>Preisgeld %1 · %2 bezahlte Plätze.</translation>
    </message>
    <message>
        <source>To pay a player, select their line and press “Pay out selected”.</source>
        <translation>Zum Auszahlen die Zeile des Spielers wählen und „Ausgewählte auszahlen“ drücken.</translation>
    </message>
    <message>
        <source>Unlock payouts</source>
        <translation>Auszahlungen entsperren</translation>
    </message>
</context>
<context>
    <name>PlanDialog</name>
    <message>
        <source>Announce these moves, then confirm:</source>
        <translation>Diese Umsetzungen ansagen, dann bestätigen:</translation>
    </message>
    <message>
        <source>Confirm moves</source>
        <translation>Umsetzungen bestätigen</translation>
    </message>
</context>
<context>
    <name>PlayerActions</name>
    <message>
        <source>Select a player in the list first.</source>
        <translation>Wählen Sie zuerst einen Spieler in der Liste.</translation>
    </message>
    <message>
        <source>Select the busted player(s) in the list first.</source>
        <translation>Wählen Sie zuerst die ausgeschiedenen Spieler in der Liste.</translation>
    </message>
    <message>
        <source>Rebuy or bust?</source>
        <translation>Rebuy oder raus?</translation>
    </message>
    <message>
        <source>Rebuys are open: does the player rebuy, or is he out?</source>
        <translation>Rebuys sind offen: kauft der Spieler nach, oder scheidet er aus?</translation>
    </message>
    <message>
        <source>Rebuy (a new stack)</source>
        <translation>Rebuy (neuer Stack)</translation>
    </message>
    <message>
        <source>Bust (out of the event)</source>
        <translation>Raus (scheidet aus)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Erfassen</translation>
    </message>
</context>
<context>
    <name>PlayerDatabaseDialog</name>
    <message>
        <source>Player database</source>
        <translation>Spielerdatenbank</translation>
    </message>
    <message>
        <source>Search by name (accents and case ignored)</source>
        <translation>Nach Namen suchen (Akzente und Groß-/Kleinschreibung egal)</translation>
    </message>
    <message>
        <source>Merge the two selected…</source>
        <translation>Die zwei ausgewählten zusammenführen…</translation>
    </message>
    <message>
        <source>Import players from CSV…</source>
        <translation>Spieler aus CSV importieren…</translation>
    </message>
    <message>
        <source>Register + buy in the selected</source>
        <translation>Ausgewählte anmelden + einkaufen</translation>
    </message>
    <message>
        <source>Enter every selected player in this event: one action, one undo step</source>
        <translation>Jeden ausgewählten Spieler in dieses Turnier aufnehmen: eine Aktion, ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>No photo</source>
        <translation>Kein Foto</translation>
    </message>
    <message>
        <source>Choose photo…</source>
        <translation>Foto wählen…</translation>
    </message>
    <message>
        <source>Remove photo</source>
        <translation>Foto entfernen</translation>
    </message>
    <message>
        <source>Notes (optional): anything the floor should know</source>
        <translation>Notizen (optional): was der Floor wissen sollte</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Notizen speichern</translation>
    </message>
    <message>
        <source>%1 tournament(s)</source>
        <translation>%1 Turnier(e)</translation>
    </message>
    <message>
        <source>%1 of %2 people</source>
        <translation>%1 von %2 Personen</translation>
    </message>
    <message>
        <source>Register + buy in the %1 selected</source>
        <translation>Die %1 ausgewählten anmelden + einkaufen</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notizen gespeichert.</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an image of at most 2 MB.</source>
        <translation>%1 ist kein Bild von höchstens 2 MB.</translation>
    </message>
    <message>
        <source>Photo saved.</source>
        <translation>Foto gespeichert.</translation>
    </message>
    <message>
        <source>Photo removed.</source>
        <translation>Foto entfernt.</translation>
    </message>
    <message>
        <source>Select the two records of the same person.</source>
        <translation>Die zwei Einträge derselben Person auswählen.</translation>
    </message>
    <message>
        <source>Keep “%1” (%2 tournament(s))</source>
        <translation>„%1“ behalten (%2 Turnier(e))</translation>
    </message>
    <message>
        <source>Merge duplicates</source>
        <translation>Duplikate zusammenführen</translation>
    </message>
    <message>
        <source>These are one person. Which name is kept? The tournaments of both move to it.</source>
        <translation>Das ist eine Person. Welcher Name bleibt? Die Turniere beider gehen auf ihn über.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>“%1” merged into “%2”: %3 tournament(s) moved.</source>
        <translation>„%1“ mit „%2“ zusammengeführt: %3 Turnier(e) übertragen.</translation>
    </message>
    <message>
        <source>%1 player(s) registered and bought in (one undo step).</source>
        <translation>%1 Spieler angemeldet und eingekauft (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>%1 player(s) added.</source>
        <translation>%1 Spieler hinzugefügt.</translation>
    </message>
    <message>
        <source>No database is open: there is no player database.</source>
        <translation>Keine Datenbank geöffnet: es gibt keine Spielerdatenbank.</translation>
    </message>
</context>
<context>
    <name>PlayerFilter</name>
    <message>
        <source>busted</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>bust</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminiert</translation>
    </message>
</context>
<context>
    <name>PlayerHistoryDialog</name>
    <message>
        <source>Player history</source>
        <translation>Spielerhistorie</translation>
    </message>
    <message>
        <source>Type part of a name to find a player</source>
        <translation>Teil eines Namens eingeben, um einen Spieler zu finden</translation>
    </message>
    <message>
        <source>Choose a player on the left.</source>
        <translation>Wählen Sie links einen Spieler.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Eingezahlt</translation>
    </message>
    <message>
        <source>Export every player&apos;s statistics (CSV)…</source>
        <translation>Statistik aller Spieler exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Export every player&apos;s statistics (JSON)…</source>
        <translation>Statistik aller Spieler exportieren (JSON)…</translation>
    </message>
    <message>
        <source>%1 (seat from %2)</source>
        <translation>%1 (Platz aus %2)</translation>
    </message>
    <message>
        <source>Seat: %1</source>
        <translation>Platz: %1</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Nobody in the player database matches “%1”.</source>
        <translation>Niemand in der Spielerdatenbank passt zu „%1“.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has not played a tournament yet.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; hat noch kein Turnier gespielt.</translation>
    </message>
    <message>
        <source>Events %1 · Wins %2 · Cashes %3 (in the money %4%) · Best place %5</source>
        <translation>Turniere %1 · Siege %2 · Geldplätze %3 (ITM %4 %) · Bester Platz %5</translation>
    </message>
    <message>
        <source>Won %1 · Paid in %2 · Net %3 · Knockouts %4</source>
        <translation>Gewonnen %1 · Eingezahlt %2 · Netto %3 · Knockouts %4</translation>
    </message>
    <message>
        <source>Export player statistics</source>
        <translation>Spielerstatistik exportieren</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>New player&apos;s name</source>
        <translation>Name des neuen Spielers</translation>
    </message>
    <message>
        <source>Register + buy in</source>
        <translation>Anmelden + einkaufen</translation>
    </message>
    <message>
        <source>Search: part of a name, t3 for table 3, or a status</source>
        <translation>Suche: Teil eines Namens, t3 für Tisch 3, oder ein Status</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Plätze auslosen</translation>
    </message>
    <message>
        <source>Random seats for every bought-in player without one</source>
        <translation>Zufällige Plätze für alle eingekauften Spieler ohne Platz</translation>
    </message>
    <message>
        <source>Bust out selected (Del)</source>
        <translation>Ausgewählte ausscheiden (Entf)</translation>
    </message>
    <message>
        <source>Select every player busted in the same hand; they are ranked by their stacks</source>
        <translation>Alle in derselben Hand ausgeschiedenen Spieler wählen; sie werden nach Stacks gereiht</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>An add-on for each selected player: one action, one undo step</source>
        <translation>Ein Add-on für jeden ausgewählten Spieler: eine Aktion, ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Double add-on</source>
        <translation>Doppeltes Add-on</translation>
    </message>
    <message>
        <source>Two add-ons at once for the selected player: one action, one undo step</source>
        <translation>Zwei Add-ons auf einmal für den ausgewählten Spieler: eine Aktion, ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Re-Entry</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name (exports and player database too)</source>
        <translation>Namen des ausgewählten Spielers korrigieren (auch in Exporten und Spielerdatenbank)</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Chipcounts…</translation>
    </message>
    <message>
        <source>Count the selected players, or everybody when nobody is selected (Ctrl+K)</source>
        <translation>Ausgewählte Spieler zählen, oder alle, wenn niemand ausgewählt ist (Strg+K)</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Select one player in the players list first.</source>
        <translation>Wählen Sie zuerst einen Spieler in der Spielerliste aus.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Table %1, Seat %2</source>
        <translation>Tisch %1, Platz %2</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>%1 players · %2 chips · average %3</source>
        <translation>%1 Spieler · %2 Chips · Durchschnitt %3</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Table-Seat</source>
        <translation>Tisch-Platz</translation>
    </message>
    <message>
        <source>Alphabetical</source>
        <translation>Alphabetisch</translation>
    </message>
    <message>
        <source>Flight %1</source>
        <translation>Flight %1</translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation>Chips %1</translation>
    </message>
    <message>
        <source>Bag %1</source>
        <translation>Beutel %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Seating chart</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>Spiel und Einsätze</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Preisgeld %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Auszahlungen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>pokerfloor could not write %1: %2. Choose a folder you can write to.</source>
        <translation>pokerfloor konnte %1 nicht schreiben: %2. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>nothing was written (is the disk full?)</source>
        <translation>es wurde nichts geschrieben (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entries</translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation>Knockouts</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>noch im Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 · Prize pool %2 · %3 entries</source>
        <translation>%1 · Preisgeld %2 · %3 Entries</translation>
    </message>
    <message>
        <source>Colour up %1</source>
        <translation>Color-up %1</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Color-up</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>Starts: hours and minutes after the start of play, if the clock is never paused.</source>
        <translation>Beginn: Stunden und Minuten nach Spielbeginn, wenn die Uhr nie angehalten wird.</translation>
    </message>
    <message>
        <source>Table %1 · Seat %2</source>
        <translation>Tisch %1 · Platz %2</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Re-Entry</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation>Gedruckt %1</translation>
    </message>
    <message>
        <source>Received by (signature)</source>
        <translation>Erhalten von (Unterschrift)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Receipt: buy-in</source>
        <translation>Quittung: Buy-in</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Recorded as paid</source>
        <translation>Als ausgezahlt erfasst</translation>
    </message>
    <message>
        <source>Not yet recorded as paid</source>
        <translation>Noch nicht als ausgezahlt erfasst</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Prize received</source>
        <translation>Erhaltenes Preisgeld</translation>
    </message>
    <message>
        <source>In the event&apos;s records</source>
        <translation>In den Aufzeichnungen des Turniers</translation>
    </message>
    <message>
        <source>Receipt: prize</source>
        <translation>Quittung: Preisgeld</translation>
    </message>
</context>
<context>
    <name>QrBadge</name>
    <message>
        <source>Live view on your phone</source>
        <translation>Live-Ansicht auf dem Handy</translation>
    </message>
</context>
<context>
    <name>Registration</name>
    <message>
        <source>No: “%1” is a new player</source>
        <translation>Nein: „%1“ ist ein neuer Spieler</translation>
    </message>
    <message>
        <source>Did you mean…?</source>
        <translation>Meinten Sie…?</translation>
    </message>
    <message>
        <source>“%1” is close to a player already in the database. Register that player, or a new one?</source>
        <translation>„%1“ ähnelt einem Spieler, der schon in der Datenbank ist. Diesen Spieler anmelden oder einen neuen?</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source> at table %1, seat %2</source>
        <translation> an Tisch %1, Platz %2</translation>
    </message>
    <message>
        <source>Re-entry for “%1” (%2)</source>
        <translation>Re-Entry für „%1“ (%2)</translation>
    </message>
    <message>
        <source>A second player named “%1”</source>
        <translation>Ein zweiter Spieler namens „%1“</translation>
    </message>
    <message>
        <source>Already in this event</source>
        <translation>Bereits im Turnier</translation>
    </message>
    <message>
        <source>This event already has %1. Is this a re-entry, or a second player with the same name?</source>
        <translation>Das Turnier hat bereits %1. Ist das ein Re-Entry oder ein zweiter Spieler mit demselben Namen?</translation>
    </message>
</context>
<context>
    <name>Rehearsal</name>
    <message>
        <source>Lines: the median run. Shaded: from 10 % to 90 % of the runs.</source>
        <translation>Linien: der mittlere Durchlauf (Median). Schattiert: von 10 % bis 90 % der Durchläufe.</translation>
    </message>
    <message>
        <source>Day %1 %2</source>
        <translation>Tag %1 %2</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Verbleibende Spieler</translation>
    </message>
    <message>
        <source>players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tables running (dealers needed)</source>
        <translation>Laufende Tische (benötigte Dealer)</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Average stack in big blinds, by level</source>
        <translation>Durchschnittsstack in Big Blinds, je Level</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>big blinds</source>
        <translation>Big Blinds</translation>
    </message>
    <message>
        <source>Rehearsal</source>
        <translation>Probelauf</translation>
    </message>
    <message>
        <source>%1 runs each; median, and below it the 10-90 % band of the runs</source>
        <translation>je %1 Durchläufe; Median, darunter das Band von 10-90 % der Durchläufe</translation>
    </message>
    <message>
        <source>Dealers needed in each hour of play</source>
        <translation>Benötigte Dealer in jeder Spielstunde</translation>
    </message>
    <message>
        <source>from</source>
        <translation>ab</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
</context>
<context>
    <name>RehearsalDialog</name>
    <message>
        <source>Rehearse this event</source>
        <translation>Dieses Turnier proben</translation>
    </message>
    <message>
        <source>The event as planned</source>
        <translation>Das Turnier wie geplant</translation>
    </message>
    <message>
        <source>From now: real seats, stacks, clock</source>
        <translation>Ab jetzt: echte Plätze, Stacks, Uhr</translation>
    </message>
    <message>
        <source>Rehearse</source>
        <translation>Proben</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Players expected</source>
        <translation>Erwartete Spieler</translation>
    </message>
    <message>
        <source>re-entries included</source>
        <translation>Re-Entries mitgezählt</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Elite / high roller</source>
        <translation>Elite / High Roller</translation>
    </message>
    <message>
        <source>Festival regulars</source>
        <translation>Festival-Stammspieler</translation>
    </message>
    <message>
        <source>Local re-entry crowd</source>
        <translation>Lokales Re-Entry-Publikum</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Teilnehmerfeld</translation>
    </message>
    <message>
        <source>Late registration until level</source>
        <translation>Nachmeldung bis Level</translation>
    </message>
    <message>
        <source>Busted players who re-enter</source>
        <translation>Ausgeschiedene, die neu einsteigen</translation>
    </message>
    <message>
        <source>Entries per player at most</source>
        <translation>Höchstens Einstiege pro Spieler</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Plätze pro Tisch</translation>
    </message>
    <message>
        <source>Entries paid</source>
        <translation>Bezahlte Einstiege</translation>
    </message>
    <message>
        <source>Hold&apos;em hands per hour</source>
        <translation>Hold&apos;em-Hände pro Stunde</translation>
    </message>
    <message>
        <source>Stud, razz and draw hands per hour</source>
        <translation>Stud-, Razz- und Draw-Hände pro Stunde</translation>
    </message>
    <message>
        <source>hand for hand</source>
        <translation>Hand für Hand</translation>
    </message>
    <message>
        <source>Bubble played</source>
        <translation>Bubble gespielt</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>straight through; e.g. 12:00 L10, 12:00 L20, 14:00</source>
        <translation>ohne Unterbrechung; z. B. 12:00 L10, 12:00 L20, 14:00</translation>
    </message>
    <message>
        <source>Each day: its start, then L and the last level of the day or P and the players left to stop at; the last day plays to the end. The first day&apos;s start replaces Start.</source>
        <translation>Jeder Tag: sein Beginn, dann L und das letzte Level des Tages oder P und die Spielerzahl, bei der Schluss ist; der letzte Tag spielt bis zum Ende. Der Beginn des ersten Tages ersetzt Start.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>one field; e.g. 1A 12:00 180, 1B +1 12:00 150</source>
        <translation>ein Feld; z. B. 1A 12:00 180, 1B +1 12:00 150</translation>
    </message>
    <message>
        <source>Starting flights, each its own field bagged at the end of Day 1 and brought together on Day 2: the code, +N dates after the first flight, the start and the entries (a range: 150-170). The entries above are then not used; the days are needed.</source>
        <translation>Starttage (Flights), jeder ein eigenes Feld, am Ende von Tag 1 eingetütet und an Tag 2 zusammengeführt: der Code, +N Tage nach dem ersten Flight, der Beginn und die Entries (ein Bereich: 150-170). Die Entries oben werden dann nicht verwendet; die Tage sind nötig.</translation>
    </message>
    <message>
        <source>Flights</source>
        <translation>Flights</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Erster Startwert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>PDF-Bericht speichern…</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v von %m Durchläufen</translation>
    </message>
    <message>
        <source>Set the plan and press Rehearse.</source>
        <translation>Plan einstellen und „Proben“ drücken.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>By day and level</source>
        <translation>Nach Tag und Level</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Verbleibende Spieler</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Stack per level</source>
        <translation>Stack pro Level</translation>
    </message>
    <message>
        <source>Rehearsing… the console stays usable meanwhile.</source>
        <translation>Probe läuft… die Konsole bleibt währenddessen nutzbar.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Done: %1 runs.</source>
        <translation>Fertig: %1 Durchläufe.</translation>
    </message>
    <message>
        <source>Save the rehearsal report</source>
        <translation>Probenbericht speichern</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <source>Rename a player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name for “%1” (in this event, its exports and the player database):</source>
        <translation>Neuer Name für „%1“ (in diesem Turnier, seinen Exporten und der Spielerdatenbank):</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Select the one player to rename in the list first.</source>
        <translation>Zuerst den umzubenennenden Spieler in der Liste auswählen.</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results — %1</source>
        <translation>Ergebnisse — %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation>Knockouts</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Gewonnene Kopfgelder</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Einstiege</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuys</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Eingezahlt</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spielt</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>%1 players · %2 finished · prizes %3 · bounties %4</source>
        <translation>%1 Spieler · %2 ausgeschieden/platziert · Preise %3 · Kopfgelder %4</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
</context>
<context>
    <name>RotationRow</name>
    <message>
        <source>with each level</source>
        <translation>mit jedem Level</translation>
    </message>
    <message>
        <source>after a number of hands</source>
        <translation>nach einer Anzahl Hände</translation>
    </message>
    <message>
        <source>after each orbit</source>
        <translation>nach jeder Runde</translation>
    </message>
    <message>
        <source>hands per game</source>
        <translation>Hände je Spiel</translation>
    </message>
    <message>
        <source>Mixed games change</source>
        <translation>Gemischte Spiele wechseln</translation>
    </message>
    <message>
        <source>Each level plays the one game ticked in it.</source>
        <translation>Jedes Level spielt das eine darin angekreuzte Spiel.</translation>
    </message>
    <message>
        <source>Tick the games of the mix in each level: every table deals them in turn.</source>
        <translation>Kreuzen Sie die Spiele der Mischung in jedem Level an: jeder Tisch gibt sie der Reihe nach.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>TDA (tournament default)</source>
        <translation>TDA (Turnierstandard)</translation>
    </message>
    <message>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules of Poker</source>
        <translation>Robert&apos;s Rules of Poker</translation>
    </message>
    <message>
        <source>Casinos Austria</source>
        <translation>Casinos Austria</translation>
    </message>
    <message>
        <source>%1 profile</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>%1 profile, %2 setting(s) changed</source>
        <translation>Profil %1, %2 Einstellung(en) geändert</translation>
    </message>
    <message>
        <source>Rules settings</source>
        <translation>Regeleinstellungen</translation>
    </message>
    <message>
        <source>Rule profile</source>
        <translation>Regelprofil</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Stud games</source>
        <translation>Stud-Spiele</translation>
    </message>
    <message>
        <source>Split pots</source>
        <translation>Geteilte Pots</translation>
    </message>
    <message>
        <source>Reset to the profile</source>
        <translation>Auf das Profil zurücksetzen</translation>
    </message>
    <message>
        <source>Raises allowed after the bet (limit games)</source>
        <translation>Erlaubte Erhöhungen nach der Bet (Limit-Spiele)</translation>
    </message>
    <message>
        <source>The raise cap is lifted</source>
        <translation>Die Erhöhungsgrenze entfällt</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>When the event is down to two players</source>
        <translation>Wenn das Turnier bei zwei Spielern ist</translation>
    </message>
    <message>
        <source>When two players with chips are left in the hand</source>
        <translation>Wenn zwei Spieler mit Chips in der Hand sind</translation>
    </message>
    <message>
        <source>When the betting round began heads-up</source>
        <translation>Wenn die Setzrunde heads-up begann</translation>
    </message>
    <message>
        <source>In the last round, with two players left</source>
        <translation>In der letzten Runde, mit zwei Spielern</translation>
    </message>
    <message>
        <source>Check-raise allowed in limit games</source>
        <translation>Check-Raise in Limit-Spielen erlaubt</translation>
    </message>
    <message>
        <source>A big blind short of chips pays first</source>
        <translation>Ein Big Blind mit zu wenig Chips zahlt zuerst</translation>
    </message>
    <message>
        <source>The blind</source>
        <translation>Den Blind</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>Die Ante</translation>
    </message>
    <message>
        <source>Short of a raise, no word said</source>
        <translation>Weniger als eine Erhöhung, ohne Ansage</translation>
    </message>
    <message>
        <source>TDA 43: the half-raise rule</source>
        <translation>TDA 43: die Regel der halben Erhöhung</translation>
    </message>
    <message>
        <source>House rule: a call</source>
        <translation>Hausregel: ein Mitgehen</translation>
    </message>
    <message>
        <source>A live straddle left of the big blind allowed</source>
        <translation>Ein Live-Straddle links vom Big Blind erlaubt</translation>
    </message>
    <message>
        <source>Stud: an open pair on 4th street allows the big bet</source>
        <translation>Stud: ein offenes Paar auf der 4. Straße erlaubt die große Bet</translation>
    </message>
    <message>
        <source>Stud hi-lo: an open pair on 4th street allows the big bet</source>
        <translation>Stud Hi-Lo: ein offenes Paar auf der 4. Straße erlaubt die große Bet</translation>
    </message>
    <message>
        <source>Equal bring-in cards: who brings it in</source>
        <translation>Gleiche Bring-in-Karten: wer bringt ein</translation>
    </message>
    <message>
        <source>Decided by suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>Decided by position</source>
        <translation>Nach Position</translation>
    </message>
    <message>
        <source>Equal hands showing: who acts first</source>
        <translation>Gleiche offene Hände: wer handelt zuerst</translation>
    </message>
    <message>
        <source>First from the dealer&apos;s left</source>
        <translation>Der Erste links vom Dealer</translation>
    </message>
    <message>
        <source>A down card of the deal dealt face up</source>
        <translation>Eine verdeckte Karte offen ausgeteilt</translation>
    </message>
    <message>
        <source>The third card is dealt down</source>
        <translation>Die dritte Karte wird verdeckt gegeben</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Misdeal</translation>
    </message>
    <message>
        <source>Several odd chips in one pot</source>
        <translation>Mehrere Restchips in einem Pot</translation>
    </message>
    <message>
        <source>At most one to each winner</source>
        <translation>Höchstens einer je Gewinner</translation>
    </message>
    <message>
        <source>All to the first winner</source>
        <translation>Alle an den ersten Gewinner</translation>
    </message>
    <message>
        <source>Stud hi-lo and razz, low half: the odd chip goes to</source>
        <translation>Stud Hi-Lo und Razz, Low-Hälfte: der Restchip geht an</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>Die höchste Karte nach Farbe</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>Die niedrigste Karte nach Farbe</translation>
    </message>
    <message>
        <source>Pots split in chips of at least (or the smallest chip in play)</source>
        <translation>Pots geteilt in Chips von mindestens (oder dem kleinsten Chip im Spiel)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>changed (profile: %1)</source>
        <translation>geändert (Profil: %1)</translation>
    </message>
    <message>
        <source>%1 setting(s) differ from the %2 profile (marked in bold).</source>
        <translation>%1 Einstellung(en) weichen vom Profil %2 ab (fett markiert).</translation>
    </message>
    <message>
        <source>Every setting as in the %1 profile.</source>
        <translation>Alle Einstellungen wie im Profil %1.</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>Main pot %1 (%2)</source>
        <translation>Hauptpot %1 (%2)</translation>
    </message>
    <message>
        <source>Side pot %3: %1 (%2)</source>
        <translation>Sidepot %3: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins %2: nobody else can win this pot</source>
        <translation>%1 gewinnt %2: niemand sonst kann diesen Pot gewinnen</translation>
    </message>
    <message>
        <source>%1 wins low %2 (%3)</source>
        <translation>%1 gewinnt Low %2 (%3)</translation>
    </message>
    <message>
        <source>%1 wins high %2 (%3)</source>
        <translation>%1 gewinnt High %2 (%3)</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gewinnt %2</translation>
    </message>
    <message>
        <source>%1 wins %2 (%3)</source>
        <translation>%1 gewinnt %2 (%3)</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>je %1</translation>
    </message>
    <message>
        <source>%1 split low %2 (%3): %4</source>
        <translation>%1 teilen Low %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1 split high %2 (%3): %4</source>
        <translation>%1 teilen High %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1 split %2 (%3): %4</source>
        <translation>%1 teilen %2 (%3): %4</translation>
    </message>
    <message>
        <source>The odd chip goes to %1</source>
        <translation>Der ungerade Chip geht an %1</translation>
    </message>
    <message>
        <source>The odd chips go to %1</source>
        <translation>Die ungeraden Chips gehen an %1</translation>
    </message>
    <message>
        <source>, the first winner clockwise from the button.</source>
        <translation>, den ersten Gewinner im Uhrzeigersinn vom Button.</translation>
    </message>
    <message>
        <source>, lowest card by suit (%1).</source>
        <translation>, niedrigste Karte nach Farbe (%1).</translation>
    </message>
    <message>
        <source>, highest card by suit in the hand (%1).</source>
        <translation>, höchste Karte der Hand nach Farbe (%1).</translation>
    </message>
    <message>
        <source>Uncalled bet: %2 goes back to %1.</source>
        <translation>Nicht gecallter Einsatz: %2 geht zurück an %1.</translation>
    </message>
    <message>
        <source>Nobody qualifies for low: the high hand takes the whole pot.</source>
        <translation>Niemand hat ein gültiges Low: die High-Hand gewinnt den ganzen Pot.</translation>
    </message>
    <message>
        <source>The pot does not divide evenly: the odd chip goes to the high half.</source>
        <translation>Der Pot ist nicht glatt teilbar: der ungerade Chip geht an die High-Hälfte.</translation>
    </message>
    <message>
        <source>Rules applied: %1.</source>
        <translation>Angewandte Regeln: %1.</translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>Ruling assistant</source>
        <translation>Entscheidungshilfe</translation>
    </message>
    <message>
        <source>Enter the disputed showdown: each player in order from the first seat left of the button (stud: left of the dealer), the chips they put in this hand, who is all in or folded, and the cards. Then press Rule.</source>
        <translation>Den strittigen Showdown eingeben: jeden Spieler in der Reihenfolge ab dem ersten Platz links vom Button (Stud: links vom Dealer), die Chips, die er in dieser Hand gesetzt hat, wer all-in ist oder gefoldet hat, und die Karten. Dann „Entscheiden“ drücken.</translation>
    </message>
    <message>
        <source>e.g. Jc 7s 2h 9d Kc</source>
        <translation>z. B. Jc 7s 2h 9d Kc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Smallest chip in play</source>
        <translation>Kleinster Chip im Spiel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>In dieser Hand gesetzt</translation>
    </message>
    <message>
        <source>Of it dead (BB ante)</source>
        <translation>Davon tot (BB-Ante)</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Gefoldet</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Entscheiden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1: chips must be a whole number, not “%2”</source>
        <translation>%1: Chips müssen eine ganze Zahl sein, nicht „%2“</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Cannot rule yet: %1</source>
        <translation>Noch keine Entscheidung möglich: %1</translation>
    </message>
</context>
<context>
    <name>Satellite</name>
    <message>
        <source>To the next place (the first without a seat)</source>
        <translation>An den nächsten Rang (den ersten ohne Platz)</translation>
    </message>
    <message>
        <source>Shared by the seat winners</source>
        <translation>Unter den Platzgewinnern geteilt</translation>
    </message>
    <message>
        <source>Added to the next satellite</source>
        <translation>Dem nächsten Satellite zugeschlagen</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1 Platz</translation>
    </message>
    <message>
        <source>%1 seats</source>
        <translation>%1 Plätze</translation>
    </message>
    <message>
        <source>No seat yet: %1 of %2 in the prize pool</source>
        <translation>Noch kein Platz: %1 von %2 im Preispool</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 zu je %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 an den %2</translation>
    </message>
    <message>
        <source>%1 shared by the seat winners</source>
        <translation>%1 unter den Platzgewinnern geteilt</translation>
    </message>
    <message>
        <source>%1 to the next satellite</source>
        <translation>%1 an den nächsten Satellite</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>je %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Seat won</source>
        <translation>Platz gewonnen</translation>
    </message>
    <message>
        <source>Seats won — the satellite is over</source>
        <translation>Plätze gewonnen — der Satellite ist vorbei</translation>
    </message>
    <message>
        <source>This tournament is not a satellite.</source>
        <translation>Dieses Turnier ist kein Satellite.</translation>
    </message>
    <message>
        <source>The target event is not a tournament of this database: choose it in “Satellite…” to enter the seats there.</source>
        <translation>Das Zielturnier ist kein Turnier dieser Datenbank: wählen Sie es unter „Satellite…“, um die Plätze dort einzutragen.</translation>
    </message>
    <message>
        <source>No seat is won yet: seats are entered once play stops.</source>
        <translation>Noch ist kein Platz gewonnen: die Plätze werden eingetragen, wenn das Spiel endet.</translation>
    </message>
    <message>
        <source>%1 did not win a seat.</source>
        <translation>%1 hat keinen Platz gewonnen.</translation>
    </message>
    <message>
        <source>Every seat is already entered in “%1”.</source>
        <translation>Alle Plätze sind bereits in „%1“ eingetragen.</translation>
    </message>
</context>
<context>
    <name>SatelliteDialog</name>
    <message>
        <source>Satellite</source>
        <translation>Satellite</translation>
    </message>
    <message>
        <source>The prize pool pays seats in a target event: as many as it buys, the remainder in cash by the rule below. Play stops when as many players are left as seats; each of them wins a seat.</source>
        <translation>Der Preispool zahlt Plätze in einem Zielturnier: so viele, wie er kauft, den Rest in bar nach der Regel unten. Gespielt wird, bis so viele Spieler übrig sind wie Plätze; jeder von ihnen gewinnt einen Platz.</translation>
    </message>
    <message>
        <source>Main Event</source>
        <translation>Main Event</translation>
    </message>
    <message>
        <source>Target event</source>
        <translation>Zielturnier</translation>
    </message>
    <message>
        <source>A seat is worth</source>
        <translation>Ein Platz ist wert</translation>
    </message>
    <message>
        <source>The remainder goes</source>
        <translation>Der Rest geht</translation>
    </message>
    <message>
        <source>Pay seats</source>
        <translation>Plätze auszahlen</translation>
    </message>
    <message>
        <source>Pay places instead</source>
        <translation>Stattdessen Ränge auszahlen</translation>
    </message>
    <message>
        <source>Type what a seat is worth.</source>
        <translation>Geben Sie ein, was ein Platz wert ist.</translation>
    </message>
    <message>
        <source>Type what a seat is worth (the target&apos;s buy-in).</source>
        <translation>Geben Sie ein, was ein Platz wert ist (das Buy-in des Zielturniers).</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season / league standings</source>
        <translation>Saison- / Ligawertung</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Saison:</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Neue Saison</translation>
    </message>
    <message>
        <source>e.g. Spring league 2027</source>
        <translation>z. B. Frühjahrsliga 2027</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>A formula may use players, place, buyin, entries, rebuys, addons, prize and bounties (money in whole units), knockouts (players busted), + − * / ^, brackets and sqrt, ln, min, max, abs, floor, round. Or a points table: “table: 100, 70, 50; 10” gives 100 to the winner, 70, 50, then 10 to every other finisher.</source>
        <translation>Eine Formel kann players, place, buyin, entries, rebuys, addons, prize und bounties (Geld in ganzen Einheiten), knockouts (rausgeworfene Spieler), + − * / ^, Klammern sowie sqrt, ln, min, max, abs, floor, round verwenden. Oder eine Punktetabelle: „table: 100, 70, 50; 10“ gibt dem Sieger 100, dann 70, 50 und jedem weiteren Platz 10.</translation>
    </message>
    <message>
        <source>Tournaments that count:</source>
        <translation>Gewertete Turniere:</translation>
    </message>
    <message>
        <source>Save season and show standings</source>
        <translation>Saison speichern und Wertung zeigen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Export standings (CSV)…</source>
        <translation>Wertung exportieren (CSV)…</translation>
    </message>
    <message>
        <source>Export standings (JSON)…</source>
        <translation>Wertung exportieren (JSON)…</translation>
    </message>
    <message>
        <source>Name the season, write its points formula, tick its tournaments, then save.</source>
        <translation>Saison benennen, Punkteformel eingeben, Turniere ankreuzen, dann speichern.</translation>
    </message>
    <message>
        <source>Write a points formula or a points table.</source>
        <translation>Geben Sie eine Punkteformel oder eine Punktetabelle ein.</translation>
    </message>
    <message>
        <source>✓ The points rule is valid.</source>
        <translation>✓ Die Punkteregel ist gültig.</translation>
    </message>
    <message>
        <source>Season “%1” saved.</source>
        <translation>Saison „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>The standings cannot be computed: %1</source>
        <translation>Die Wertung kann nicht berechnet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Standings after %n tournament(s)</source>
        <translation>
            <numerusform>Wertung nach %n Turnier</numerusform>
            <numerusform>Wertung nach %n Turnieren</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished places yet in this season&apos;s tournaments.</source>
        <translation>In den Turnieren dieser Saison gibt es noch keine Platzierungen.</translation>
    </message>
    <message>
        <source>Save the season first.</source>
        <translation>Speichern Sie zuerst die Saison.</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Wertung exportieren</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>bet %1</source>
        <translation>Einsatz %1</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>%1 → Table %2, Seat %3</source>
        <translation>%1 → Tisch %2, Platz %3</translation>
    </message>
    <message>
        <source>%1 → Table %2, Seat %3 (from table %4)</source>
        <translation>%1 → Tisch %2, Platz %3 (von Tisch %4)</translation>
    </message>
    <message>
        <source>… and %1 more (File → Print → Seat cards)</source>
        <translation>… und %1 weitere (Datei → Drucken → Platzkarten)</translation>
    </message>
</context>
<context>
    <name>SecondCopy</name>
    <message>
        <source>pokerfloor (pid %1 on %2) since %3</source>
        <translation>pokerfloor (PID %1 auf %2) seit %3</translation>
    </message>
    <message>
        <source>The tournament is already open</source>
        <translation>Das Turnier ist bereits geöffnet</translation>
    </message>
    <message>
        <source>%1 is already open in another program: %2.</source>
        <translation>%1 ist bereits in einem anderen Programm geöffnet: %2.</translation>
    </message>
    <message>
        <source>Close that program to direct the event here, or open this copy display-only (it follows the director&apos;s changes and never writes).</source>
        <translation>Schließen Sie jenes Programm, um das Turnier hier zu leiten, oder öffnen Sie diese Kopie nur zur Anzeige (sie folgt den Änderungen der Turnierleitung und schreibt nie).</translation>
    </message>
    <message>
        <source>Open display-only</source>
        <translation>Nur zur Anzeige öffnen</translation>
    </message>
    <message>
        <source>That station has not been heard from for a while. Take over only when it is really gone: it will record nothing more and only show the event.</source>
        <translation>Von dieser Station kam eine Weile nichts mehr. Übernehmen Sie nur, wenn sie wirklich ausgefallen ist: Sie zeichnet dann nichts mehr auf und zeigt das Turnier nur noch an.</translation>
    </message>
    <message>
        <source>Take over as director&apos;s station</source>
        <translation>Als Turnierleitungs-Station übernehmen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share live view</source>
        <translation>Live-Ansicht freigeben</translation>
    </message>
    <message>
        <source>Players follow the clock, payouts and their seat on their phones: they join the room&apos;s Wi-Fi and scan the code. The page is read-only.</source>
        <translation>Die Spieler verfolgen Uhr, Auszahlungen und ihren Platz auf dem Handy: Sie verbinden sich mit dem WLAN des Raums und scannen den Code. Die Seite ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1 (nur dieser Computer)</translation>
    </message>
    <message>
        <source>%1 (room network)</source>
        <translation>%1 (Netzwerk des Raums)</translation>
    </message>
    <message>
        <source>Hide player names (no seat lookup)</source>
        <translation>Spielernamen ausblenden (keine Platzsuche)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Adresse kopieren</translation>
    </message>
    <message>
        <source>New address</source>
        <translation>Neue Adresse</translation>
    </message>
    <message>
        <source>Revoke this address: phones with the old link or code see that it has expired and must scan the new code</source>
        <translation>Diese Adresse widerrufen: Handys mit dem alten Link oder Code sehen, dass er abgelaufen ist, und müssen den neuen Code scannen</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Freigabe beenden</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Freigabe starten</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Nicht freigegeben</translation>
    </message>
</context>
<context>
    <name>SoundsDialog</name>
    <message>
        <source>Sounds and announcements</source>
        <translation>Sounds und Ansagen</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Noch eine Minute</translation>
    </message>
    <message>
        <source>New level</source>
        <translation>Neues Level</translation>
    </message>
    <message>
        <source>Break starts</source>
        <translation>Pause beginnt</translation>
    </message>
    <message>
        <source>Break is over</source>
        <translation>Pause ist vorbei</translation>
    </message>
    <message>
        <source>Last ten seconds</source>
        <translation>Letzte zehn Sekunden</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Shipped sound</source>
        <translation>Mitgelieferter Sound</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Speak the announcements in the event&apos;s language</source>
        <translation>Ansagen in der Sprache des Turniers sprechen</translation>
    </message>
    <message>
        <source>Test the announcement</source>
        <translation>Ansage testen</translation>
    </message>
    <message>
        <source>%1 (shipped)</source>
        <translation>%1 (mitgeliefert)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Sound file</source>
        <translation>Sounddatei</translation>
    </message>
    <message>
        <source>WAV sound (*.wav)</source>
        <translation>WAV-Sound (*.wav)</translation>
    </message>
    <message>
        <source>No level to announce yet.</source>
        <translation>Noch kein Level anzusagen.</translation>
    </message>
    <message>
        <source>Spoken: %1</source>
        <translation>Gesprochen: %1</translation>
    </message>
    <message>
        <source>Not spoken (no voice): %1</source>
        <translation>Nicht gesprochen (keine Stimme): %1</translation>
    </message>
</context>
<context>
    <name>StaffLinks</name>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StaffLinksDialog</name>
    <message>
        <source>Staff on phones</source>
        <translation>Personal am Handy</translation>
    </message>
    <message>
        <source>Give each floor person a link of their own: they scan its code with their phone and record busts, chip counts and hand-for-hand at their tables. A display link only shows the tables. Every action from a phone shows in the Log with who sent it, and undoes like yours.</source>
        <translation>Jede Floor-Person bekommt einen eigenen Link: Sie scannt den Code mit dem Handy und erfasst Ausscheiden, Chipcounts und Hand-for-Hand an ihren Tischen. Ein Anzeige-Link zeigt die Tische nur an. Jede Aktion vom Handy steht im Protokoll mit dem Absender und lässt sich wie Ihre rückgängig machen.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Ausgestellt</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>Widerrufen…</translation>
    </message>
    <message>
        <source>The phone with this link can do nothing more</source>
        <translation>Das Handy mit diesem Link kann nichts mehr tun</translation>
    </message>
    <message>
        <source>e.g. Marco</source>
        <translation>z. B. Marco</translation>
    </message>
    <message>
        <source>Floor: records busts and counts</source>
        <translation>Floor: erfasst Ausscheiden und Counts</translation>
    </message>
    <message>
        <source>Display: only looks</source>
        <translation>Anzeige: nur ansehen</translation>
    </message>
    <message>
        <source>New staff link</source>
        <translation>Neuer Personal-Link</translation>
    </message>
    <message>
        <source>Share the live view first (Share live view…): staff links are served there.</source>
        <translation>Zuerst die Live-Ansicht freigeben (Live-Ansicht teilen…): Personal-Links laufen darüber.</translation>
    </message>
    <message>
        <source>Tables (none ticked: every table)</source>
        <translation>Tische (keiner angehakt: alle Tische)</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Adresse kopieren</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Type the person&apos;s name first.</source>
        <translation>Zuerst den Namen der Person eingeben.</translation>
    </message>
    <message>
        <source>%1 (%2): scan this code now, it is shown only once.
%3</source>
        <translation>%1 (%2): diesen Code jetzt scannen, er wird nur einmal gezeigt.
%3</translation>
    </message>
    <message>
        <source>Revoke staff link</source>
        <translation>Personal-Link widerrufen</translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link? Their phone can do nothing more; this cannot be undone.</source>
        <translation>Den Link von %1 widerrufen? Das Handy kann dann nichts mehr tun; das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>StaffPage</name>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Raus</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Chipcounts</translation>
    </message>
    <message>
        <source>Record the counts</source>
        <translation>Counts eintragen</translation>
    </message>
    <message>
        <source>Hand done</source>
        <translation>Hand fertig</translation>
    </message>
    <message>
        <source>Done: waiting for the other tables</source>
        <translation>Fertig: wartet auf die anderen Tische</translation>
    </message>
    <message>
        <source>Call the director</source>
        <translation>Turnierleitung rufen</translation>
    </message>
    <message>
        <source>Who busted %1?</source>
        <translation>Wer hat %1 rausgeworfen?</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>At another table…</source>
        <translation>An einem anderen Tisch…</translation>
    </message>
    <message>
        <source>Rebuys are open: does %1 rebuy, or is he out?</source>
        <translation>Rebuys sind offen: kauft %1 nach, oder scheidet er aus?</translation>
    </message>
    <message>
        <source>Rebuy (a new stack)</source>
        <translation>Rebuy (neuer Stack)</translation>
    </message>
    <message>
        <source>Bust (out of the event)</source>
        <translation>Raus (scheidet aus)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Find a player&apos;s seat</source>
        <translation>Platz eines Spielers finden</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>No seated player by that name</source>
        <translation>Kein Spieler mit diesem Namen sitzt</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>HAND FÜR HAND</translation>
    </message>
    <message>
        <source>Rebuy period</source>
        <translation>Rebuy-Phase</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>Display only: this link shows the tables and changes nothing.</source>
        <translation>Nur Anzeige: dieser Link zeigt die Tische und ändert nichts.</translation>
    </message>
    <message>
        <source>None of your tables is playing.</source>
        <translation>Keiner Ihrer Tische spielt.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbinde neu…</translation>
    </message>
    <message>
        <source>This staff link was revoked: ask the director for a new one.</source>
        <translation>Dieser Staff-Link wurde widerrufen: bitten Sie die Turnierleitung um einen neuen.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>The console is busy: try again.</source>
        <translation>Die Konsole ist beschäftigt: bitte erneut versuchen.</translation>
    </message>
    <message>
        <source>%1 calls the director to table %2</source>
        <translation>%1 ruft die Turnierleitung an Tisch %2</translation>
    </message>
    <message>
        <source>The director is called.</source>
        <translation>Die Turnierleitung ist gerufen.</translation>
    </message>
    <message>
        <source>Rebuys are open: does the player rebuy, or is he out?</source>
        <translation>Rebuys sind offen: kauft der Spieler nach, oder scheidet er aus?</translation>
    </message>
    <message>
        <source>That player has no seat.</source>
        <translation>Dieser Spieler hat keinen Platz.</translation>
    </message>
    <message>
        <source>Table %1 is not one of your tables.</source>
        <translation>Tisch %1 gehört nicht zu Ihren Tischen.</translation>
    </message>
    <message>
        <source>A counted player does not sit at table %1.</source>
        <translation>Ein gezählter Spieler sitzt nicht an Tisch %1.</translation>
    </message>
    <message>
        <source>%1 rebuys.</source>
        <translation>%1 kauft nach.</translation>
    </message>
    <message>
        <source>%1 is out.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <source>Chip counts of table %1 recorded.</source>
        <translation>Chipcounts von Tisch %1 eingetragen.</translation>
    </message>
    <message>
        <source>Table %1 finished the hand.</source>
        <translation>Tisch %1 hat die Hand beendet.</translation>
    </message>
</context>
<context>
    <name>StationLine</name>
    <message>
        <source>Take over as director&apos;s station…</source>
        <translation>Als Turnierleitungs-Station übernehmen…</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <source>The database is unreachable since %1 — nothing is being recorded</source>
        <translation>Die Datenbank ist seit %1 nicht erreichbar — es wird nichts aufgezeichnet</translation>
    </message>
    <message>
        <source>The database is unreachable since %1</source>
        <translation>Die Datenbank ist seit %1 nicht erreichbar</translation>
    </message>
    <message>
        <source>The database file is write-locked by another program (for instance the sqlite3 command line inside a transaction) — nothing can be recorded until it lets go: %1</source>
        <translation>Die Datenbankdatei ist von einem anderen Programm schreibgesperrt (zum Beispiel der sqlite3-Kommandozeile in einer Transaktion) — nichts kann erfasst werden, bis es sie freigibt: %1</translation>
    </message>
    <message>
        <source>Another station took over at %1 (%2): this station now only shows the event</source>
        <translation>Eine andere Station hat um %1 übernommen (%2): diese Station zeigt das Turnier nur noch an</translation>
    </message>
    <message>
        <source>The director&apos;s station has not been heard from since %1</source>
        <translation>Von der Station der Turnierleitung kam seit %1 nichts mehr</translation>
    </message>
    <message>
        <source>Reconnected: the database answers again.</source>
        <translation>Wieder verbunden: die Datenbank antwortet wieder.</translation>
    </message>
    <message>
        <source>The database cannot be reached right now: nothing was read or changed. The line under the clock says when it answers again.</source>
        <translation>Die Datenbank ist gerade nicht erreichbar: nichts wurde gelesen oder geändert. Die Zeile unter der Uhr zeigt, sobald sie wieder antwortet.</translation>
    </message>
</context>
<context>
    <name>StepForm</name>
    <message>
        <source>min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>no ante in button games</source>
        <translation>kein Ante in Button-Spielen</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>jeder Spieler</translation>
    </message>
    <message>
        <source>big-blind ante</source>
        <translation>Big-Blind-Ante</translation>
    </message>
    <message>
        <source>race off the %1 chips</source>
        <translation>die %1er-Chips abräumen (Race-off)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Small bet (limit)</source>
        <translation>Small Bet (Limit)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>Big Bet (Limit)</translation>
    </message>
    <message>
        <source>Ante taken from</source>
        <translation>Ante bezahlt von</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Color-up</translation>
    </message>
</context>
<context>
    <name>StructureChooser</name>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus Datei…</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>Vorschlagen…</translation>
    </message>
    <message>
        <source>Propose levels, breaks and colour-ups from players, stack, chips and time</source>
        <translation>Level, Pausen und Color-ups aus Spielerzahl, Stack, Chips und Zeit vorschlagen</translation>
    </message>
    <message>
        <source>Structure file</source>
        <translation>Strukturdatei</translation>
    </message>
    <message>
        <source>This file cannot be used: %1</source>
        <translation>Diese Datei ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>%1 (file)</source>
        <translation>%1 (Datei)</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <source>Edit structure</source>
        <translation>Struktur bearbeiten</translation>
    </message>
    <message>
        <source>one day (e.g. 12:00 L10, 12:00 L20, 14:00)</source>
        <translation>ein Tag (z. B. 12:00 L10, 12:00 L20, 14:00)</translation>
    </message>
    <message>
        <source>Each day&apos;s start and end: L10 = after level 10, P9 = once 9 players are left (after the hand; P9 level: at the end of that level); the last day plays to a winner.</source>
        <translation>Beginn und Ende jedes Tages: L10 = nach Level 10, P9 = sobald 9 Spieler übrig sind (nach der Hand; P9 level: am Ende dieses Levels); der letzte Tag wird bis zum Sieger gespielt.</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>Level hinzufügen</translation>
    </message>
    <message>
        <source>Add break</source>
        <translation>Pause hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Load template</source>
        <translation>Vorlage laden</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Als Vorlage speichern…</translation>
    </message>
    <message>
        <source>Play this structure</source>
        <translation>Diese Struktur spielen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Already played: it cannot change.</source>
        <translation>Bereits gespielt: kann nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>On the clock now: its length stays; blinds apply from the next hand.</source>
        <translation>Läuft gerade: die Dauer bleibt; Blinds gelten ab der nächsten Hand.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>blinds %1/%2</source>
        <translation>Blinds %1/%2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>Big-Blind-Ante %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <source>limits %1/%2</source>
        <translation>Limits %1/%2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>colour up %1</source>
        <translation>Color-up %1</translation>
    </message>
    <message>
        <source>The clock has started: the event keeps its rotation.</source>
        <translation>Die Uhr läuft: das Turnier behält seine Rotation.</translation>
    </message>
    <message>
        <source>The event cannot play this structure: %1</source>
        <translation>Das Turnier kann diese Struktur nicht spielen: %1</translation>
    </message>
    <message>
        <source>%1 problem(s) to fix before playing this structure: %2</source>
        <translation>%1 Problem(e) vor dem Spielen dieser Struktur zu beheben: %2</translation>
    </message>
    <message>
        <source>No problem found: %1 levels, %2 breaks, %3 h %4 min in all.</source>
        <translation>Kein Problem gefunden: %1 Level, %2 Pausen, insgesamt %3 Std. %4 Min.</translation>
    </message>
    <message>
        <source>My club</source>
        <translation>Mein Club</translation>
    </message>
    <message>
        <source>Template name</source>
        <translation>Name der Vorlage</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Could not save the template: %1</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Saved as template “%1” of %2.</source>
        <translation>Als Vorlage „%1“ von %2 gespeichert.</translation>
    </message>
</context>
<context>
    <name>StructureTab</name>
    <message>
        <source>Double-click a level to jump to it (full time; undo goes back).</source>
        <translation>Doppelklick auf ein Level springt dorthin (volle Zeit; Rückgängig geht zurück).</translation>
    </message>
    <message>
        <source>Edit structure…</source>
        <translation>Struktur bearbeiten…</translation>
    </message>
    <message>
        <source>Add, remove, reorder and change levels and breaks; save as a template</source>
        <translation>Level und Pausen hinzufügen, entfernen, umordnen und ändern; als Vorlage speichern</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>Spiel und Einsätze</translation>
    </message>
    <message>
        <source>The event refused this structure: see the message in the console.</source>
        <translation>Das Turnier hat diese Struktur abgelehnt: siehe die Meldung in der Konsole.</translation>
    </message>
    <message>
        <source>Structure “%1” is played now (one undo step).</source>
        <translation>Struktur „%1“ wird jetzt gespielt (ein Rückgängig-Schritt).</translation>
    </message>
</context>
<context>
    <name>SuggestStructureDialog</name>
    <message>
        <source>No-limit hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <source>Pot-limit Omaha</source>
        <translation>Pot-Limit Omaha</translation>
    </message>
    <message>
        <source>Limit hold&apos;em</source>
        <translation>Limit Hold&apos;em</translation>
    </message>
    <message>
        <source>HORSE (a game per level)</source>
        <translation>HORSE (ein Spiel pro Level)</translation>
    </message>
    <message>
        <source>8-game (every 8 hands)</source>
        <translation>8-Game (alle 8 Hände)</translation>
    </message>
    <message>
        <source>Suggest a schedule</source>
        <translation>Zeitplan vorschlagen</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>Big-Blind-Ante</translation>
    </message>
    <message>
        <source>Ante from every player</source>
        <translation>Ante von jedem Spieler</translation>
    </message>
    <message>
        <source>No ante</source>
        <translation>Kein Ante</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Erwartete Spieler</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Target length (hours)</source>
        <translation>Geplante Dauer (Stunden)</translation>
    </message>
    <message>
        <source>Level length (minutes)</source>
        <translation>Levellänge (Minuten)</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Ante from level</source>
        <translation>Ante ab Level</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>A break every … levels</source>
        <translation>Eine Pause alle … Level</translation>
    </message>
    <message>
        <source>Break length (minutes)</source>
        <translation>Pausenlänge (Minuten)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Diese Struktur verwenden</translation>
    </message>
    <message>
        <source>Suggested: %1 players, %2 h</source>
        <translation>Vorschlag: %1 Spieler, %2 h</translation>
    </message>
    <message>
        <source>Cannot suggest a schedule: %1</source>
        <translation>Kein Vorschlag möglich: %1</translation>
    </message>
    <message>
        <source>colour up the %1</source>
        <translation>Color-up der %1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>estimated end</source>
        <translation>voraussichtliches Ende</translation>
    </message>
    <message>
        <source>Estimated end: level %1, %2 h %3 min after the start</source>
        <translation>Voraussichtliches Ende: Level %1, %2 h %3 min nach dem Start</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>Tables are balanced: nobody needs to move.</source>
        <translation>Die Tische sind ausgeglichen: niemand muss umziehen.</translation>
    </message>
    <message>
        <source>Balance tables</source>
        <translation>Tische ausgleichen</translation>
    </message>
    <message>
        <source>Announce these moves, then confirm:</source>
        <translation>Diese Umsetzungen ansagen, dann bestätigen:</translation>
    </message>
    <message>
        <source>Only one table is in play: there is no table to break.</source>
        <translation>Nur ein Tisch im Spiel: kein Tisch zum Auflösen.</translation>
    </message>
    <message>
        <source>Break a table</source>
        <translation>Tisch auflösen</translation>
    </message>
    <message>
        <source>Which table breaks? Its players draw for the open seats.</source>
        <translation>Welcher Tisch wird aufgelöst? Seine Spieler losen die freien Plätze aus.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>No table is in play yet: draw the seats first.</source>
        <translation>Noch kein Tisch im Spiel: zuerst die Plätze auslosen.</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Tischansicht</translation>
    </message>
    <message>
        <source>Which table?</source>
        <translation>Welcher Tisch?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Table %1 (next in the break order)</source>
        <translation>Tisch %1 (nächster in der Auflösungsreihenfolge)</translation>
    </message>
    <message>
        <source>Show the moves</source>
        <translation>Umsetzungen zeigen</translation>
    </message>
    <message>
        <source>Table %1 breaks. Announce these seats, then confirm:</source>
        <translation>Tisch %1 wird aufgelöst. Diese Plätze ansagen, dann bestätigen:</translation>
    </message>
    <message>
        <source>Break table %1</source>
        <translation>Tisch %1 auflösen</translation>
    </message>
    <message>
        <source>Final table: every player draws a new seat. Players not listed keep their seat.</source>
        <translation>Finaltisch: jeder Spieler lost einen neuen Platz. Nicht aufgeführte Spieler behalten ihren Platz.</translation>
    </message>
    <message>
        <source>Final table redraw</source>
        <translation>Finaltisch neu auslosen</translation>
    </message>
    <message>
        <source>Put the button on seat %1</source>
        <translation>Button auf Platz %1 setzen</translation>
    </message>
    <message>
        <source>Unlock seat %1</source>
        <translation>Platz %1 freigeben</translation>
    </message>
    <message>
        <source>Lock seat %1</source>
        <translation>Platz %1 sperren</translation>
    </message>
    <message>
        <source>Open table view (record or deal a hand)…</source>
        <translation>Tischansicht öffnen (Hand erfassen oder austeilen)…</translation>
    </message>
    <message>
        <source>Hand done at this table</source>
        <translation>Hand an diesem Tisch beendet</translation>
    </message>
    <message>
        <source>Counts the hand for the game rotation: the table moves on to the next game</source>
        <translation>Zählt die Hand für die Spielrotation: der Tisch wechselt zum nächsten Spiel</translation>
    </message>
    <message>
        <source>Count chips at table %1…</source>
        <translation>Chips an Tisch %1 zählen…</translation>
    </message>
    <message>
        <source>Deal a hand here (engine demo, random play)</source>
        <translation>Hier eine Hand austeilen (Engine-Demo, zufälliges Spiel)</translation>
    </message>
    <message>
        <source>Simulation aid: the engine deals one hand of the current game and plays it with random legal actions; the chips, busts and button move as recorded (undo takes it back).</source>
        <translation>Simulationshilfe: Die Engine teilt eine Hand des aktuellen Spiels aus und spielt sie mit zufälligen erlaubten Aktionen; Chips, Ausscheiden und Button werden erfasst (Rückgängig nimmt sie zurück).</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
</context>
<context>
    <name>TableSizeDialog</name>
    <message>
        <source>Seats per table</source>
        <translation>Plätze je Tisch</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>every table in play, or e.g. 1, 2</source>
        <translation>jeder Tisch im Spiel, oder z. B. 1, 2</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Players in the seats that go draw a new table and seat (the shortest tables first), as when a table breaks. One action: Undo puts everyone back.</source>
        <translation>Spieler auf wegfallenden Plätzen ziehen einen neuen Tisch und Platz (die kürzesten Tische zuerst), wie beim Auflösen eines Tisches. Eine Aktion: Rückgängig setzt alle zurück.</translation>
    </message>
    <message>
        <source>“%1” is not a table number.</source>
        <translation>„%1“ ist keine Tischnummer.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>N or Enter deals the next hand</source>
        <translation>N oder Enter gibt die nächste Hand</translation>
    </message>
    <message>
        <source>Choose Record (live cards) or Deal (the engine deals) first</source>
        <translation>Zuerst Erfassen (echte Karten) oder Austeilen (die Engine gibt) wählen</translation>
    </message>
    <message>
        <source>Table %1 · hand %2 · %3</source>
        <translation>Tisch %1 · Hand %2 · %3</translation>
    </message>
    <message>
        <source>Draw for the button first: D draws it at random</source>
        <translation>Zuerst um den Button ziehen: D zieht ihn zufällig</translation>
    </message>
    <message>
        <source>The first hand of a button game here: then N or Enter deals it</source>
        <translation>Die erste Hand eines Button-Spiels an diesem Tisch: danach teilt N oder Enter sie aus</translation>
    </message>
    <message>
        <source>Misdeal: the hand is void, the same button deals again</source>
        <translation>Misdeal: die Hand ist ungültig, derselbe Button gibt neu</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Blinds %1</source>
        <translation>Blinds %1</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>Big-Blind-Ante %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>Limit %1</translation>
    </message>
    <message>
        <source>pot limit</source>
        <translation>Pot-Limit</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>No-Limit</translation>
    </message>
    <message>
        <source>F fold · C check/call · B/R bets or raises (%1)</source>
        <translation>F passen · C checken/mitgehen · B/R setzen oder erhöhen (%1)</translation>
    </message>
    <message>
        <source>X checks around</source>
        <translation>X alle checken</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>Platz %1 · %2</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>call %1</source>
        <translation>mitgehen %1</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>setzen</translation>
    </message>
    <message>
        <source>complete to</source>
        <translation>komplettieren auf</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>erhöhen auf</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>gedeckelt</translation>
    </message>
    <message>
        <source>S live straddle</source>
        <translation>S Live-Straddle</translation>
    </message>
    <message>
        <source>%1 may fold, bring it in: %2, or complete to %3</source>
        <translation>%1 darf passen, es bringen: %2, oder komplettieren auf %3</translation>
    </message>
    <message>
        <source>How many cards? 0-5, in as typed (0: stands pat)</source>
        <translation>Wie viele Karten? 0-5, sofort übernommen (0: bleibt stehen)</translation>
    </message>
    <message>
        <source>Type the up cards in this order (&apos;5c ac kd&apos;): in once all are typed; one card: Enter</source>
        <translation>Offene Karten in dieser Reihenfolge eingeben (&apos;5c ac kd&apos;): übernommen, sobald alle getippt sind; eine Karte: Enter</translation>
    </message>
    <message>
        <source>Type them (&apos;Ah Kd 7c&apos;): in once all are typed · Enter alone: not typed now</source>
        <translation>Eingeben (&apos;Ah Kd 7c&apos;): übernommen, sobald alle getippt sind · nur Enter: jetzt nicht eingegeben</translation>
    </message>
    <message>
        <source>The stub is short: one common card face up in the centre (WSOP 228)</source>
        <translation>Der Stock reicht nicht: eine gemeinsame Karte offen in der Mitte (WSOP 228)</translation>
    </message>
    <message>
        <source>Type the common card as it is dealt (&apos;Kd&apos;), Enter: every player&apos;s 7th card</source>
        <translation>Die gemeinsame Karte eingeben, wie sie gegeben wird (&apos;Kd&apos;), Enter: die 7. Karte jedes Spielers</translation>
    </message>
    <message>
        <source>Type them in order: in once all are typed</source>
        <translation>Der Reihe nach eingeben: übernommen, sobald alle getippt sind</translation>
    </message>
    <message>
        <source>Misdeal: the hand is void</source>
        <translation>Misdeal: die Hand ist ungültig</translation>
    </message>
    <message>
        <source>Enter: nothing is recorded in the tournament; the same button deals again</source>
        <translation>Enter: im Turnier wird nichts erfasst; derselbe Button gibt erneut</translation>
    </message>
    <message>
        <source>F fold · C check/call · B/R bet or raise: amount, Enter (&apos;a&apos; = all in)</source>
        <translation>F passen · C checken/mitgehen · B/R setzen oder erhöhen: Betrag, Enter (&apos;a&apos; = All-in)</translation>
    </message>
    <message>
        <source>%1 brings it in: %2, or completes to %3</source>
        <translation>%1 bringt es: %2, oder komplettiert auf %3</translation>
    </message>
    <message>
        <source>C bring-in · R complete, Enter</source>
        <translation>C Bring-in · R komplettieren, Enter</translation>
    </message>
    <message>
        <source>Type the cards to discard, Enter (none: pat)</source>
        <translation>Die abgeworfenen Karten eingeben, Enter (keine: stehen)</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>Type the cards shown (&apos;Ah Kd&apos;), Enter · M mucks</source>
        <translation>Gezeigte Karten eingeben (&apos;Ah Kd&apos;), Enter · M wirft weg</translation>
    </message>
    <message>
        <source>Enter shows · M mucks</source>
        <translation>Enter zeigt · M wirft weg</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>zeigt</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>danach %1</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>offene Karte</translation>
    </message>
    <message>
        <source>Board: %1 card(s)</source>
        <translation>Board: %1 Karte(n)</translation>
    </message>
    <message>
        <source>The showdown needs the board: %1 card(s) not typed yet</source>
        <translation>Der Showdown braucht das Board: %1 Karte(n) noch nicht eingegeben</translation>
    </message>
    <message>
        <source>The display stations were not updated: %1</source>
        <translation>Die Anzeigestationen wurden nicht aktualisiert: %1</translation>
    </message>
    <message>
        <source>Waiting for the next hand</source>
        <translation>Warten auf die nächste Hand</translation>
    </message>
    <message>
        <source>Interrupted: pokerfloor closed during this hand. Waiting for the operator to resume it or start a new hand</source>
        <translation>Unterbrochen: pokerfloor wurde während dieser Hand geschlossen. Warten, bis der Bediener sie fortsetzt oder eine neue Hand beginnt</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Hand ist vorbei</translation>
    </message>
    <message>
        <source>Nothing heard from the operator&apos;s pokerfloor for %1: this hand may have been interrupted</source>
        <translation>Seit %1 nichts vom pokerfloor des Operators gehört: diese Hand wurde vielleicht unterbrochen</translation>
    </message>
    <message>
        <source>Display station (read-only): the table&apos;s operator enters the hand</source>
        <translation>Anzeigestation (nur lesen): die Hand erfasst der Bediener am Tisch</translation>
    </message>
    <message>
        <source>Enter records it in the tournament</source>
        <translation>Enter erfasst sie im Turnier</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 foldet</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 checkt</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 callt %2</translation>
    </message>
    <message>
        <source>%1 completes to %2</source>
        <translation>%1 komplettiert auf %2</translation>
    </message>
    <message>
        <source>%1 makes it %2</source>
        <translation>%1 erhöht auf %2</translation>
    </message>
    <message>
        <source>(all in)</source>
        <translation>(All-in)</translation>
    </message>
    <message>
        <source>%1 brings it in for %2</source>
        <translation>%1 bringt es für %2</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1 bleibt stehen</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 tauscht %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Board: %1</translation>
    </message>
    <message>
        <source>The stub ran short: the stub and the burn cards are scrambled</source>
        <translation>Der Stock ging aus: Stock und Brennkarten werden gemischt</translation>
    </message>
    <message>
        <source>The stub ran short: deal it but its last card, then scramble the last card, the burns and the earlier draws&apos; discards (not this draw&apos;s)</source>
        <translation>Der Stock geht aus: bis auf die letzte Karte austeilen, dann die letzte Karte, die Brennkarten und die Abwürfe früherer Tauschrunden mischen (nicht die dieser Runde)</translation>
    </message>
    <message>
        <source>Common card: %1, every player&apos;s 7th card</source>
        <translation>Gemeinsame Karte: %1, die 7. Karte jedes Spielers</translation>
    </message>
    <message>
        <source>%1 straddles %2</source>
        <translation>%1 setzt einen Straddle von %2</translation>
    </message>
    <message>
        <source>Exposed card %1 of %2: %3</source>
        <translation>Aufgedeckte Karte %1 von %2: %3</translation>
    </message>
    <message>
        <source>Misdeal: every chip goes back, the same button deals again</source>
        <translation>Misdeal: alle Chips zurück, derselbe Button gibt neu</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 wirft weg</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 zeigt %2</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>A hand the engine dealt cannot be resumed: its deck is never stored.</source>
        <translation>Eine von der Engine gegebene Hand kann nicht fortgesetzt werden: ihr Deck wird nie gespeichert.</translation>
    </message>
    <message>
        <source>The table&apos;s hands changed since it began (a hand undone): it cannot be resumed.</source>
        <translation>Die Hände des Tisches haben sich seit ihrem Beginn geändert (eine Hand rückgängig gemacht): sie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>A seat or a chip count at the table changed since it began: it cannot be resumed.</source>
        <translation>Ein Platz oder ein Chipstand am Tisch hat sich seit ihrem Beginn geändert: sie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>over, not recorded yet</source>
        <translation>beendet, noch nicht erfasst</translation>
    </message>
    <message>
        <source>the showdown</source>
        <translation>der Showdown</translation>
    </message>
    <message>
        <source>%1th street</source>
        <translation>%1. Straße</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3. Straße</translation>
    </message>
    <message>
        <source>before the first draw</source>
        <translation>vor dem ersten Tausch</translation>
    </message>
    <message>
        <source>after the first draw</source>
        <translation>nach dem ersten Tausch</translation>
    </message>
    <message>
        <source>after the second draw</source>
        <translation>nach dem zweiten Tausch</translation>
    </message>
    <message>
        <source>after the third draw</source>
        <translation>nach dem dritten Tausch</translation>
    </message>
    <message>
        <source>before the flop</source>
        <translation>vor dem Flop</translation>
    </message>
    <message>
        <source>the flop</source>
        <translation>der Flop</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>der Turn</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>der River</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 Aktion</translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation>%1 Aktionen</translation>
    </message>
    <message>
        <source>A hand was in progress at Table %1 when pokerfloor closed (%2).</source>
        <translation>An Tisch %1 lief eine Hand, als pokerfloor geschlossen wurde (%2).</translation>
    </message>
    <message>
        <source>A hand was in progress at Table %1 (%2).</source>
        <translation>An Tisch %1 lief eine Hand (%2).</translation>
    </message>
    <message>
        <source>Resuming replays everything entered, with the level, game and button the hand began with (level %1). Check the seats against the table.</source>
        <translation>Fortsetzen spielt alles Erfasste nach, mit Level, Spiel und Button vom Beginn der Hand (Level %1). Prüfen Sie die Plätze am Tisch.</translation>
    </message>
    <message>
        <source>Resume it, or start a new hand?</source>
        <translation>Fortsetzen oder eine neue Hand beginnen?</translation>
    </message>
    <message>
        <source>R or Enter: resume it · N: start a new hand (this one is dropped)</source>
        <translation>R oder Enter: fortsetzen · N: neue Hand (diese wird verworfen)</translation>
    </message>
    <message>
        <source>The hand is void: nothing of it was recorded in the tournament, every stack is as before it.</source>
        <translation>Die Hand ist ungültig: nichts davon wurde im Turnier erfasst, jeder Stack ist wie vor ihr.</translation>
    </message>
    <message>
        <source>It cannot be resumed: it is void.</source>
        <translation>Sie kann nicht fortgesetzt werden: sie ist ungültig.</translation>
    </message>
    <message>
        <source>N or Enter: start a new hand</source>
        <translation>N oder Enter: neue Hand beginnen</translation>
    </message>
    <message>
        <source>Hand %1 resumed where it stood.</source>
        <translation>Hand %1 dort fortgesetzt, wo sie stand.</translation>
    </message>
    <message>
        <source>Resume it (R)</source>
        <translation>Fortsetzen (R)</translation>
    </message>
    <message>
        <source>Start a new hand (N)</source>
        <translation>Neue Hand beginnen (N)</translation>
    </message>
    <message>
        <source>%1 card(s) typed, but only %2 up card(s) are due on this street.</source>
        <translation>%1 Karte(n) eingegeben, aber auf dieser Straße sind nur %2 offene Karte(n) fällig.</translation>
    </message>
    <message>
        <source>Somebody has bet: X checks around only while nobody has.</source>
        <translation>Es wurde gesetzt: X checkt nur herum, solange niemand gesetzt hat.</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>Dritte Straße</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>Vierte Straße</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>Fünfte Straße</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>Sechste Straße</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>Siebte Straße</translation>
    </message>
    <message>
        <source>%1: a card down to each player</source>
        <translation>%1: jedem Spieler eine verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Table %1 · %2</source>
        <translation>Tisch %1 · %2</translation>
    </message>
    <message>
        <source>Record (live cards)</source>
        <translation>Erfassen (echte Karten)</translation>
    </message>
    <message>
        <source>Deal (the engine deals)</source>
        <translation>Austeilen (die Engine gibt)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Misdeal</translation>
    </message>
    <message>
        <source>Exposed card…</source>
        <translation>Aufgedeckte Karte…</translation>
    </message>
    <message>
        <source>Wrong amount (W)…</source>
        <translation>Falscher Betrag (W)…</translation>
    </message>
    <message>
        <source>Play it out at random (demo)</source>
        <translation>Zufällig zu Ende spielen (Demo)</translation>
    </message>
    <message>
        <source>Draw for the button (D)</source>
        <translation>Um den Button ziehen (D)</translation>
    </message>
    <message>
        <source>The first button game at this table: draw for the button at random</source>
        <translation>Das erste Button-Spiel an diesem Tisch: zufällig um den Button ziehen</translation>
    </message>
    <message>
        <source>Deal mode only: the engine plays the rest of the hand at random</source>
        <translation>Nur im Austeilen-Modus: die Engine spielt den Rest der Hand zufällig</translation>
    </message>
    <message>
        <source>Hands played here…</source>
        <translation>Hier gespielte Hände…</translation>
    </message>
    <message>
        <source>Exposed card: type the seat and the card, e.g. &apos;3 Ah&apos;; the seat&apos;s second card: &apos;3 Ah 2&apos;</source>
        <translation>Aufgedeckte Karte: Platz und Karte eingeben, z. B. &apos;3 Ah&apos;; die zweite Karte des Platzes: &apos;3 Ah 2&apos;</translation>
    </message>
    <message>
        <source>Wrong amount: type the chips the player put in, Enter (one oversized chip without a word: &apos;1000 chip&apos;)</source>
        <translation>Falscher Betrag: die gesetzten Chips eingeben, Enter (ein übergroßer Chip ohne Ansage: &apos;1000 chip&apos;)</translation>
    </message>
    <message>
        <source>Type a seat of this hand and the card, e.g. &apos;3 Ah&apos;</source>
        <translation>Einen Platz dieser Hand und die Karte eingeben, z. B. &apos;3 Ah&apos;</translation>
    </message>
    <message>
        <source>Type the chips put in, in digits</source>
        <translation>Die gesetzten Chips als Zahl eingeben</translation>
    </message>
    <message>
        <source>Amount: min %1, max %2 (&apos;a&apos; = all in), Enter · Esc cancels</source>
        <translation>Betrag: min. %1, max. %2 (&apos;a&apos; = All-in), Enter · Esc bricht ab</translation>
    </message>
</context>
<context>
    <name>TableViews</name>
    <message>
        <source>Hand-for-hand: table %1 is done; waiting for table(s) %2</source>
        <translation>Hand für Hand: Tisch %1 ist fertig; es fehlen noch Tisch(e) %2</translation>
    </message>
    <message>
        <source>Hand-for-hand: every table is done; hand-for-hand hand %1 is counted. Deal the next</source>
        <translation>Hand für Hand: alle Tische sind fertig; Hand-für-Hand-Hand %1 ist gezählt. Nächste Hand geben</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <source>Balance tables…</source>
        <translation>Tische ausgleichen…</translation>
    </message>
    <message>
        <source>Break a table…</source>
        <translation>Tisch auflösen…</translation>
    </message>
    <message>
        <source>Final table redraw…</source>
        <translation>Finaltisch neu auslosen…</translation>
    </message>
    <message>
        <source>Right-click a seat to put the button there or to lock the seat.</source>
        <translation>Rechtsklick auf einen Platz setzt den Button dorthin oder sperrt den Platz.</translation>
    </message>
    <message>
        <source>Double-click a table (or right-click it) to open its table view.</source>
        <translation>Doppelklick (oder Rechtsklick) auf einen Tisch öffnet seine Tischansicht.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n Tisch</numerusform>
            <numerusform>%n Tische</numerusform>
        </translation>
    </message>
    <message>
        <source>seated</source>
        <translation>gesetzt</translation>
    </message>
</context>
<context>
    <name>Takeover</name>
    <message>
        <source>Take over as director&apos;s station</source>
        <translation>Als Turnierleitungs-Station übernehmen</translation>
    </message>
    <message>
        <source>The director&apos;s station, %1, has not been heard from since %2.</source>
        <translation>Von der Station der Turnierleitung, %1, kam seit %2 nichts mehr.</translation>
    </message>
    <message>
        <source>Take over only when that station is really gone (switched off, hung, out of the network). From now on this station records the director&apos;s actions; if the other one wakes up it is told that another station took over, records nothing more and only shows the event.</source>
        <translation>Übernehmen Sie nur, wenn diese Station wirklich ausgefallen ist (ausgeschaltet, hängt, nicht im Netz). Ab jetzt zeichnet diese Station die Aktionen der Turnierleitung auf; wacht die andere wieder auf, erfährt sie, dass eine andere Station übernommen hat, zeichnet nichts mehr auf und zeigt das Turnier nur noch an.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>TournamentFiles</name>
    <message>
        <source>“%1” is created. Register the players, then draw the seats.</source>
        <translation>„%1“ ist angelegt. Spieler anmelden, dann Plätze auslosen.</translation>
    </message>
    <message>
        <source>Import structure</source>
        <translation>Struktur importieren</translation>
    </message>
    <message>
        <source>Could not import the structure: %1</source>
        <translation>Struktur konnte nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>It applies from the next level; the current level is unchanged.</source>
        <translation>Sie gilt ab dem nächsten Level; das laufende Level bleibt unverändert.</translation>
    </message>
    <message>
        <source>The clock waits at its first level.</source>
        <translation>Die Uhr wartet auf ihrem ersten Level.</translation>
    </message>
    <message>
        <source>Structure “%1” imported (%2). %3</source>
        <translation>Struktur „%1“ importiert (%2). %3</translation>
    </message>
    <message>
        <source>Export structure</source>
        <translation>Struktur exportieren</translation>
    </message>
    <message>
        <source>TOML (*.toml);;JSON (*.json)</source>
        <translation>TOML (*.toml);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No text-to-speech voice is installed on this computer: the clock shows its announcements but cannot speak them.</source>
        <translation>Auf diesem Computer ist keine Sprachausgabe-Stimme installiert: Die Uhr zeigt ihre Ansagen, kann sie aber nicht sprechen.</translation>
    </message>
    <message>
        <source>Spoken by the voice %1 (%2).</source>
        <translation>Gesprochen von der Stimme %1 (%2).</translation>
    </message>
</context>
<context>
    <name>WalAlert</name>
    <message>
        <source>The database is at risk</source>
        <translation>Die Datenbank ist in Gefahr</translation>
    </message>
    <message>
        <source>Write a fresh copy now</source>
        <translation>Jetzt eine frische Kopie schreiben</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>The fresh copy could not be written: %1</source>
        <translation>Die frische Kopie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>A fresh copy of the event is saved as %1. Nothing is lost. Close pokerfloor when convenient and open that file (pokerfloor --db %1) to continue.</source>
        <translation>Eine frische Kopie des Turniers ist als %1 gespeichert. Nichts ist verloren. pokerfloor bei Gelegenheit schließen und diese Datei öffnen (pokerfloor --db %1), um weiterzumachen.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>first place</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>21st, 31st...</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Limits %1 / %2</source>
        <translation>Limits %1 / %2</translation>
    </message>
    <message>
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <source>Blinds %1 / %2</source>
        <translation>Blinds %1 / %2</translation>
    </message>
    <message>
        <source>Big blind ante %1</source>
        <translation>Big-Blind-Ante %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Break · %1 min</source>
        <translation>Pause · %1 Min.</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Nächstes: %1</translation>
    </message>
    <message>
        <source>Colour-up done: %1s raced off</source>
        <translation>Chipwechsel erledigt: %1er ausgespielt</translation>
    </message>
    <message>
        <source>Colour-up: %1s race off</source>
        <translation>Chipwechsel: %1er werden ausgespielt</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>Danach: %1</translation>
    </message>
</context>
<context>
    <name>_Worker</name>
    <message>
        <source>The rehearsal was cancelled.</source>
        <translation>Die Probe wurde abgebrochen.</translation>
    </message>
</context>
</TS>
