<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Alerts</name>
    <message>
        <source>ONE MINUTE LEFT</source>
        <translation>PLUS QU&apos;UNE MINUTE</translation>
    </message>
    <message>
        <source>NEW LEVEL</source>
        <translation>NOUVEAU NIVEAU</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>BREAK IS OVER - SHUFFLE UP AND DEAL</source>
        <translation>FIN DE LA PAUSE – MÉLANGEZ ET DISTRIBUEZ</translation>
    </message>
    <message>
        <source>LAST 10 SECONDS</source>
        <translation>10 DERNIÈRES SECONDES</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is not a WAV sound file: choose a .wav file.</source>
        <translation>%1 n&apos;est pas un fichier son WAV : choisissez un fichier .wav.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>There is no action of this tournament left to undo.</source>
        <translation>Aucune action de ce tournoi à annuler.</translation>
    </message>
    <message>
        <source>There is no undone action of this tournament to redo.</source>
        <translation>Aucune action annulée de ce tournoi à rétablir.</translation>
    </message>
    <message>
        <source>That tournament is no longer in the database.</source>
        <translation>Ce tournoi n’est plus dans la base de données.</translation>
    </message>
    <message>
        <source>Not recorded: the database cannot be reached, so nothing of this action was written. Do it again once the line under the clock says “Reconnected”.</source>
        <translation>Non enregistré : la base de données est injoignable, rien de cette action n’a été écrit. Refaites-la dès que la ligne sous l’horloge indique « Reconnecté ».</translation>
    </message>
    <message>
        <source>Not recorded: another program holds the database file&apos;s write lock (for instance the sqlite3 command line inside a transaction), so nothing of this action was written. Do it again once the line under the clock no longer says so.</source>
        <translation>Non enregistré : un autre programme détient le verrou d’écriture du fichier de la base de données (par exemple la ligne de commande sqlite3 dans une transaction), rien de cette action n’a été écrit. Refaites-la dès que la ligne sous l’horloge ne l’indique plus.</translation>
    </message>
    <message>
        <source>The database cannot be reached right now: nothing was read or changed. The line under the clock says when it answers again.</source>
        <translation>La base de données est injoignable pour le moment : rien n’a été lu ni modifié. La ligne sous l’horloge indique quand elle répond de nouveau.</translation>
    </message>
    <message>
        <source>pokerfloor was closed for %1.</source>
        <translation>pokerfloor a été fermé pendant %1.</translation>
    </message>
    <message>
        <source>The clock kept running as if it never stopped: pause or adjust it if needed.</source>
        <translation>L’horloge a continué comme si elle ne s’était jamais arrêtée : mettez-la en pause ou ajustez-la si besoin.</translation>
    </message>
</context>
<context>
    <name>BagDialog</name>
    <message>
        <source>End of Day %1: bag the stacks</source>
        <translation>Fin du jour %1 : mettez les tapis en sac</translation>
    </message>
    <message>
        <source>Type each player&apos;s bagged chips, table by table; Enter goes to the next seat, Tab to the bag&apos;s number (optional, printed on the labels). Every player still in gets a bag. The total must be the chips in play.</source>
        <translation>Saisissez les jetons ensachés de chaque joueur, table par table ; Entrée passe au siège suivant, Tab au numéro du sac (facultatif, imprimé sur les étiquettes). Chaque joueur encore en jeu reçoit un sac. Le total doit être égal aux jetons en jeu.</translation>
    </message>
    <message>
        <source>Kept apart: %1</source>
        <translation>Mis de côté : %1</translation>
    </message>
    <message>
        <source>Record the bags</source>
        <translation>Enregistrer les sacs</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Sans siège</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <source>Bag no.</source>
        <translation>N° de sac</translation>
    </message>
    <message>
        <source>Bag number of %1</source>
        <translation>Numéro du sac de %1</translation>
    </message>
    <message>
        <source>%1 bags · %2 chips</source>
        <translation>%1 sacs · %2 jetons</translation>
    </message>
    <message>
        <source>Bags %1 · total %2 of %3 in play</source>
        <translation>Sacs %1 · total %2 sur %3 en jeu</translation>
    </message>
    <message>
        <source>the bags match the chips in play.</source>
        <translation>les sacs correspondent aux jetons en jeu.</translation>
    </message>
    <message>
        <source>%1 too many</source>
        <translation>%1 de trop</translation>
    </message>
    <message>
        <source>%1 short</source>
        <translation>%1 en moins</translation>
    </message>
    <message>
        <source>recorded like this, the bags are kept apart until they match.</source>
        <translation>enregistrés ainsi, les sacs sont mis de côté jusqu&apos;à ce qu&apos;ils correspondent.</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Bust out</source>
        <translation>Éliminer</translation>
    </message>
    <message>
        <source>Busted: %1</source>
        <translation>Éliminé(s) : %1</translation>
    </message>
    <message>
        <source>Who busted them? (their bounty goes to this player)</source>
        <translation>Qui les a éliminés ? (la prime va à ce joueur)</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non renseigné</translation>
    </message>
</context>
<context>
    <name>ChipCountDialog</name>
    <message>
        <source>Chip counts</source>
        <translation>Comptes de jetons</translation>
    </message>
    <message>
        <source>Type each counted stack; Tab or Enter goes to the next. A count left empty keeps the last recorded stack.</source>
        <translation>Saisissez chaque tapis compté ; Tab ou Entrée passe au suivant. Un champ laissé vide garde le dernier tapis enregistré.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Last recorded</source>
        <translation>Dernier enregistré</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Compté</translation>
    </message>
    <message>
        <source>Counted %1 of %2 · these counts %3 (recorded %4, %5)</source>
        <translation>%1 sur %2 comptés · ces comptes %3 (enregistré %4, %5)</translation>
    </message>
    <message>
        <source>these players now hold %1</source>
        <translation>ces joueurs ont maintenant %1</translation>
    </message>
    <message>
        <source>Chip leaders: %1</source>
        <translation>Chip leaders : %1</translation>
    </message>
    <message>
        <source>All stacks with these counts: %1 of %2 in play</source>
        <translation>Tous les tapis avec ces comptes : %1 sur %2 en jeu</translation>
    </message>
    <message>
        <source>the count matches.</source>
        <translation>le compte est juste.</translation>
    </message>
    <message>
        <source>%1 too many: check the counts.</source>
        <translation>%1 de trop : vérifiez les comptes.</translation>
    </message>
    <message>
        <source>%1 short: count the other tables too.</source>
        <translation>il manque %1 : comptez aussi les autres tables.</translation>
    </message>
    <message>
        <source>Record counts</source>
        <translation>Enregistrer les comptes</translation>
    </message>
    <message>
        <source>Chip counts: table %1</source>
        <translation>Comptage des jetons : table %1</translation>
    </message>
    <message>
        <source>Nobody is playing there: there is no stack to count.</source>
        <translation>Personne ne joue là : aucun tapis à compter.</translation>
    </message>
</context>
<context>
    <name>ClockActions</name>
    <message>
        <source>Hand-for-hand after the bubble</source>
        <translation>Main par main après la bulle</translation>
    </message>
    <message>
        <source>The bubble has burst: every player left is in the money. Play hand-for-hand anyway?</source>
        <translation>La bulle a éclaté : tous les joueurs restants sont payés. Jouer main par main quand même ?</translation>
    </message>
    <message>
        <source>Yes, play hand-for-hand</source>
        <translation>Oui, jouer main par main</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Démarrer le main par main</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>◀ Previous level</source>
        <translation>◀ Niveau précédent</translation>
    </message>
    <message>
        <source>Back to the previous level (Ctrl+Left)</source>
        <translation>Revenir au niveau précédent (Ctrl+Gauche)</translation>
    </message>
    <message>
        <source>Start clock</source>
        <translation>Démarrer l’horloge</translation>
    </message>
    <message>
        <source>Start or pause (Ctrl+Space)</source>
        <translation>Démarrer ou mettre en pause (Ctrl+Espace)</translation>
    </message>
    <message>
        <source>Next level ▶</source>
        <translation>Niveau suivant ▶</translation>
    </message>
    <message>
        <source>Go to the next level now (Ctrl+Right)</source>
        <translation>Passer au niveau suivant maintenant (Ctrl+Droite)</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <source>Ctrl+Down</source>
        <translation>Ctrl+Bas</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Haut</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>Main par main</translation>
    </message>
    <message>
        <source>On the bubble: every table plays one hand at a time (Ctrl+H)</source>
        <translation>Bulle : toutes les tables jouent main par main (Ctrl+H)</translation>
    </message>
    <message>
        <source>Hand done at every table</source>
        <translation>Main terminée à toutes les tables</translation>
    </message>
    <message>
        <source>Record the hand-for-hand hand; its time comes off the clock (Ctrl+D)</source>
        <translation>Enregistrer la main ; son temps est retiré de l’horloge (Ctrl+D)</translation>
    </message>
    <message>
        <source>Bag the stacks…</source>
        <translation>Mettre les tapis en sac…</translation>
    </message>
    <message>
        <source>Record every player&apos;s bag, table by table (Ctrl+Shift+B)</source>
        <translation>Enregistrer le sac de chaque joueur, table par table (Ctrl+Maj+B)</translation>
    </message>
    <message>
        <source>Start the next day…</source>
        <translation>Lancer le jour suivant…</translation>
    </message>
    <message>
        <source>Resume the clock for the next day, after a redraw or with the seats kept</source>
        <translation>Relancer l&apos;horloge pour le jour suivant, après un nouveau tirage ou en gardant les sièges</translation>
    </message>
    <message>
        <source>Day over</source>
        <translation>Jour terminé</translation>
    </message>
    <message>
        <source>Pause clock</source>
        <translation>Mettre en pause</translation>
    </message>
    <message>
        <source>Resume clock</source>
        <translation>Reprendre l’horloge</translation>
    </message>
    <message>
        <source>End hand-for-hand</source>
        <translation>Terminer le main par main</translation>
    </message>
    <message>
        <source>Hand done at every table (−%1)</source>
        <translation>Main finie à toutes les tables (−%1)</translation>
    </message>
    <message>
        <source>HAND FOR HAND · hands played: %1 · each hand takes %2 off the clock</source>
        <translation>MAIN PAR MAIN · mains jouées : %1 · chaque main retire %2 à l&apos;horloge</translation>
    </message>
</context>
<context>
    <name>ClockMessage</name>
    <message>
        <source>Message on the clock screen</source>
        <translation>Message sur l’écran de l’horloge</translation>
    </message>
    <message>
        <source>What the room reads under the blinds (leave empty to clear it):</source>
        <translation>Ce que la salle lit sous les blindes (laisser vide pour l’effacer) :</translation>
    </message>
</context>
<context>
    <name>ClockScreen</name>
    <message>
        <source>pokerfloor - Clock</source>
        <translation>pokerfloor – Horloge</translation>
    </message>
    <message>
        <source>%1 - pokerfloor clock</source>
        <translation>%1 – horloge pokerfloor</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation>Sièges gagnés</translation>
    </message>
    <message>
        <source>END OF DAY</source>
        <translation>FIN DU JOUR</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSE</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>MAIN PAR MAIN</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Tapis moyen</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chip leader</translation>
    </message>
    <message>
        <source>Rebuys %1 · Add-ons %2</source>
        <translation>Recaves %1 · Add-ons %2</translation>
    </message>
    <message>
        <source>Bounty %1</source>
        <translation>Prime %1</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation>+ %1 autres</translation>
    </message>
    <message>
        <source>Late registration closes in %1</source>
        <translation>Fin des inscriptions tardives dans %1</translation>
    </message>
    <message>
        <source>Late registration closed</source>
        <translation>Inscriptions tardives closes</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>Next break</source>
        <translation>Pause dans</translation>
    </message>
</context>
<context>
    <name>ColourUpDialog</name>
    <message>
        <source>Colour-up / chip race</source>
        <translation>Changement de jetons / chip race</translation>
    </message>
    <message>
        <source>Race off the %1s into %2s</source>
        <translation>Retirer les %1 par une course vers les %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Jetons restants</translation>
    </message>
    <message>
        <source>Their value</source>
        <translation>Leur valeur</translation>
    </message>
    <message>
        <source>Raced for</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Each player changes what he can for the larger chip; the odd chips are raced (TDA rule 24): one card per odd chip, dealt from seat 1; the highest card wins the first chip, the next highest among the others the next, at most one chip per player; half a chip or more of odd value makes a chip. Nobody is raced out: a player left without chips keeps one of the larger chip. Every stack it changes is recorded as one action (one undo).</source>
        <translation>Chaque joueur change ce qu&apos;il peut contre le jeton supérieur ; les jetons restants sont mis en course (règle TDA 24) : une carte par jeton restant, distribuée à partir du siège 1 ; la carte la plus haute gagne le premier jeton, la suivante parmi les autres le suivant, un jeton au plus par joueur ; une valeur restante d&apos;un demi-jeton ou plus fait un jeton. Personne n&apos;est éliminé par la course : un joueur qui n&apos;aurait plus de jetons en garde un du jeton supérieur. Chaque tapis modifié est enregistré en une seule action (une annulation).</translation>
    </message>
    <message>
        <source>Run the chip race</source>
        <translation>Lancer la course aux jetons</translation>
    </message>
    <message>
        <source>No colour-up is due: no break of the structure races off a chip still in play.</source>
        <translation>Aucun changement de jetons à faire : aucune pause de la structure ne retire un jeton encore en jeu.</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Paid?</source>
        <translation>Payé ?</translation>
    </message>
    <message>
        <source>Gets</source>
        <translation>Reçoit</translation>
    </message>
    <message>
        <source>By chips</source>
        <translation>Aux jetons</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
</context>
<context>
    <name>ConsoleMenus</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Show clock screen</source>
        <translation>Afficher l’horloge</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>Nouveau tournoi…</translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation>Ouvrir un tournoi…</translation>
    </message>
    <message>
        <source>Import structure…</source>
        <translation>Importer une structure…</translation>
    </message>
    <message>
        <source>Export structure…</source>
        <translation>Exporter la structure…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Horloge</translation>
    </message>
    <message>
        <source>Start / pause the clock</source>
        <translation>Démarrer / mettre en pause l’horloge</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Niveau suivant</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>Niveau précédent</translation>
    </message>
    <message>
        <source>Add a minute</source>
        <translation>Ajouter une minute</translation>
    </message>
    <message>
        <source>Take off a minute</source>
        <translation>Retirer une minute</translation>
    </message>
    <message>
        <source>Hand-for-hand on / off</source>
        <translation>Main par main oui / non</translation>
    </message>
    <message>
        <source>Hand-for-hand: every table finished the hand</source>
        <translation>Main par main : toutes les tables ont fini la main</translation>
    </message>
    <message>
        <source>Message on the clock screen…</source>
        <translation>Message sur l’écran de l’horloge…</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Bag the stacks…</source>
        <translation>Mettre les tapis en sac…</translation>
    </message>
    <message>
        <source>Start the next day…</source>
        <translation>Lancer le jour suivant…</translation>
    </message>
    <message>
        <source>Print the chip-count list…</source>
        <translation>Imprimer la liste des tapis…</translation>
    </message>
    <message>
        <source>Print the bag labels…</source>
        <translation>Imprimer les étiquettes des sacs…</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Bust out selected</source>
        <translation>Éliminer la sélection</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Comptes de jetons…</translation>
    </message>
    <message>
        <source>Colour-up / chip race…</source>
        <translation>Changement de jetons / chip race…</translation>
    </message>
    <message>
        <source>Player database…</source>
        <translation>Base de joueurs…</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Tables</translation>
    </message>
    <message>
        <source>Balance tables…</source>
        <translation>Équilibrer les tables…</translation>
    </message>
    <message>
        <source>Break a table…</source>
        <translation>Casser une table…</translation>
    </message>
    <message>
        <source>Final table redraw…</source>
        <translation>Nouveau tirage de la table finale…</translation>
    </message>
    <message>
        <source>Floor rules…</source>
        <translation>Règles du floor…</translation>
    </message>
    <message>
        <source>Seats per table…</source>
        <translation>Places par table…</translation>
    </message>
    <message>
        <source>Table view…</source>
        <translation>Vue de la table…</translation>
    </message>
    <message>
        <source>Rehearse this event…</source>
        <translation>Répéter ce tournoi…</translation>
    </message>
    <message>
        <source>Rules settings…</source>
        <translation>Réglages des règles…</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>&amp;Argent</translation>
    </message>
    <message>
        <source>Recalculate payouts</source>
        <translation>Recalculer les prix</translation>
    </message>
    <message>
        <source>Edit payouts…</source>
        <translation>Modifier les prix…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Deal…</translation>
    </message>
    <message>
        <source>Pay out selected</source>
        <translation>Payer la sélection</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sons</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Plus qu&apos;une minute</translation>
    </message>
    <message>
        <source>New level</source>
        <translation>Nouveau niveau</translation>
    </message>
    <message>
        <source>Break starts</source>
        <translation>Début de la pause</translation>
    </message>
    <message>
        <source>Break is over</source>
        <translation>Fin de la pause</translation>
    </message>
    <message>
        <source>Last ten seconds</source>
        <translation>Dix dernières secondes</translation>
    </message>
    <message>
        <source>Sound settings…</source>
        <translation>Réglages du son…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>Seating chart…</source>
        <translation>Plan de table…</translation>
    </message>
    <message>
        <source>Seat cards…</source>
        <translation>Cartes de placement…</translation>
    </message>
    <message>
        <source>Structure…</source>
        <translation>Structure…</translation>
    </message>
    <message>
        <source>Payouts…</source>
        <translation>Répartition des gains…</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Résultats…</translation>
    </message>
    <message>
        <source>Buy-in receipt for the selected player…</source>
        <translation>Reçu de buy-in du joueur sélectionné…</translation>
    </message>
    <message>
        <source>Prize receipt for the selected player…</source>
        <translation>Reçu de gain du joueur sélectionné…</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Results of this tournament…</source>
        <translation>Résultats de ce tournoi…</translation>
    </message>
    <message>
        <source>Export results as CSV…</source>
        <translation>Exporter les résultats en CSV…</translation>
    </message>
    <message>
        <source>Export results as JSON…</source>
        <translation>Exporter les résultats en JSON…</translation>
    </message>
    <message>
        <source>Player history…</source>
        <translation>Historique d’un joueur…</translation>
    </message>
    <message>
        <source>Season / league standings…</source>
        <translation>Classement de saison / ligue…</translation>
    </message>
    <message>
        <source>Export tournament…</source>
        <translation>Exporter le tournoi…</translation>
    </message>
    <message>
        <source>Import tournament…</source>
        <translation>Importer un tournoi…</translation>
    </message>
    <message>
        <source>Export hands (PHH)…</source>
        <translation>Exporter les mains (PHH)…</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Aucune base de données ouverte.</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import players from CSV</source>
        <translation>Importer des joueurs depuis un CSV</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 already in the database, %4 with a problem (%5).</source>
        <translation>%1 : %2 nouveaux, %3 déjà dans la base, %4 avec un problème (%5).</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>In the database</source>
        <translation>Dans la base</translation>
    </message>
    <message>
        <source>already in (as %1): skipped</source>
        <translation>déjà présent (comme %1) : ignoré</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>Add %1 new player(s)</source>
        <translation>Ajouter %1 nouveau(x) joueur(s)</translation>
    </message>
</context>
<context>
    <name>DayActions</name>
    <message>
        <source>Day %1 is still being played: bag the stacks when play stops.</source>
        <translation>Le jour %1 se joue encore : mettez les tapis en sac quand le jeu s&apos;arrête.</translation>
    </message>
    <message>
        <source>Bags kept apart: %1</source>
        <translation>Sacs mis de côté : %1</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Lancer le jour %1</translation>
    </message>
    <message>
        <source>Day %1 resumes with the level&apos;s time left. Draw every player&apos;s seat again (TDA: random), or keep the seats they bagged at?</source>
        <translation>Le jour %1 reprend avec le temps restant du niveau. Tirer à nouveau le siège de chaque joueur (TDA : au hasard) ou garder les sièges de la mise en sac ?</translation>
    </message>
    <message>
        <source>Redraw every seat (random)</source>
        <translation>Nouveau tirage de tous les sièges (au hasard)</translation>
    </message>
    <message>
        <source>Keep the seats</source>
        <translation>Garder les sièges</translation>
    </message>
    <message>
        <source>No bags are recorded yet.</source>
        <translation>Aucun sac n&apos;est encore enregistré.</translation>
    </message>
</context>
<context>
    <name>Days</name>
    <message>
        <source>Day %1 · %2 players</source>
        <translation>Jour %1 · %2 joueurs</translation>
    </message>
    <message>
        <source>End of Day %1 — the bags are recorded</source>
        <translation>Fin du jour %1 — les sacs sont enregistrés</translation>
    </message>
    <message>
        <source>End of Day %1 — bag the stacks</source>
        <translation>Fin du jour %1 — mettez les tapis en sac</translation>
    </message>
    <message>
        <source>The bags hold %1 chips but %2 are in play: %3 %4. Count again.</source>
        <translation>Les sacs contiennent %1 jetons mais %2 sont en jeu : %3 %4. Recomptez.</translation>
    </message>
    <message>
        <source>too many</source>
        <translation>de trop</translation>
    </message>
    <message>
        <source>short</source>
        <translation>en moins</translation>
    </message>
    <message>
        <source>End of Day %1</source>
        <translation>Fin du jour %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
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
        <translation>Comment les joueurs restants partagent-ils les prix ?</translation>
    </message>
    <message>
        <source>ICM (by each player&apos;s chances to finish in each place)</source>
        <translation>ICM (selon les chances de chacun de finir à chaque place)</translation>
    </message>
    <message>
        <source>Chip chop (in proportion to chips)</source>
        <translation>Chip chop (au prorata des jetons)</translation>
    </message>
    <message>
        <source>Even split</source>
        <translation>Partage égal</translation>
    </message>
    <message>
        <source>to the cent</source>
        <translation>au centime</translation>
    </message>
    <message>
        <source>Round each share to</source>
        <translation>Arrondir chaque part à</translation>
    </message>
    <message>
        <source>Left to play for (the winner takes it)</source>
        <translation>Reste en jeu (le vainqueur le prend)</translation>
    </message>
    <message>
        <source>Make this deal</source>
        <translation>Conclure ce deal</translation>
    </message>
    <message>
        <source>Shares %1 now; play goes on for %2, which the winner takes.</source>
        <translation>Partage %1 maintenant ; le jeu continue pour %2, que le vainqueur remporte.</translation>
    </message>
    <message>
        <source>Shares %1 of the prize money left. Confirming ends the tournament.</source>
        <translation>Partage %1 de prix restants. Confirmer termine le tournoi.</translation>
    </message>
    <message>
        <source>“By chips”: the prize each player&apos;s chip count ranks him at now.</source>
        <translation>« Aux jetons » : le prix de la place où le tapis du joueur le classe maintenant.</translation>
    </message>
</context>
<context>
    <name>DirectorConsole</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>pokerfloor - Display station (read-only)</source>
        <translation>pokerfloor – Poste d’affichage (lecture seule)</translation>
    </message>
    <message>
        <source>pokerfloor - Director console</source>
        <translation>pokerfloor – Console du directeur</translation>
    </message>
</context>
<context>
    <name>Facade</name>
    <message>
        <source>Out · %1</source>
        <translation>Éliminé · %1</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Inscrit</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Next game: %1</source>
        <translation>Jeu suivant : %1</translation>
    </message>
    <message>
        <source>Table %1 seat %2</source>
        <translation>Table %1 place %2</translation>
    </message>
    <message>
        <source>Next: %1 · %2</source>
        <translation>Suivant : %1 · %2</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>Tournoi terminé</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>MAIN PAR MAIN</translation>
    </message>
    <message>
        <source>On the bubble</source>
        <translation>Dans la bulle</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>Dans l’argent</translation>
    </message>
    <message>
        <source>Clock not started</source>
        <translation>Horloge non démarrée</translation>
    </message>
    <message>
        <source>(paid)</source>
        <translation>(payé)</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Table %1 : %2</translation>
    </message>
    <message>
        <source>Add-ons now</source>
        <translation>Add-ons maintenant</translation>
    </message>
    <message>
        <source>Tournament over: the players made a deal</source>
        <translation>Tournoi terminé : les joueurs ont fait un deal</translation>
    </message>
    <message>
        <source>Deal made: playing for %1</source>
        <translation>Deal conclu : on joue pour %1</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>Reste à jouer</translation>
    </message>
    <message>
        <source>(dead)</source>
        <translation>(mort)</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>Everyone fits at one table: redraw the final table (table %1).</source>
        <translation>Tout le monde tient à une table : nouveau tirage de la table finale (table %1).</translation>
    </message>
    <message>
        <source>Break table %1: its players fit in the open seats.</source>
        <translation>Cassez la table %1 : ses joueurs tiennent dans les places libres.</translation>
    </message>
    <message>
        <source>The tables need balancing.</source>
        <translation>Les tables doivent être équilibrées.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>%1 — by %2</source>
        <translation>%1 — par %2</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Payé</translation>
    </message>
    <message>
        <source>To pay</source>
        <translation>À payer</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>Sans place</translation>
    </message>
    <message>
        <source>Chips issued: %1 · recorded stacks total %2</source>
        <translation>Jetons distribués : %1 · total des tapis saisis %2</translation>
    </message>
    <message>
        <source>the count matches.</source>
        <translation>le compte est bon.</translation>
    </message>
    <message>
        <source>%1 short: record chip counts after bust-outs</source>
        <translation>il manque %1 : saisissez les tapis après les éliminations</translation>
    </message>
    <message>
        <source>%1 more than issued: check the counts</source>
        <translation>%1 de plus que distribué : vérifiez les comptes</translation>
    </message>
    <message>
        <source>Bounties: %1 collected · %2 paid · %3 outstanding</source>
        <translation>Primes : %1 encaissées · %2 payées · %3 en jeu</translation>
    </message>
    <message>
        <source>%1 unassigned</source>
        <translation>%1 non attribuées</translation>
    </message>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Saisissez d’abord le nom du joueur.</translation>
    </message>
    <message>
        <source>balance</source>
        <translation>équilibrage</translation>
    </message>
    <message>
        <source>table %1 breaks</source>
        <translation>la table %1 est cassée</translation>
    </message>
    <message>
        <source>There is no break plan to confirm; choose a table to break first.</source>
        <translation>Aucun plan de cassage à confirmer ; choisissez d’abord une table à casser.</translation>
    </message>
    <message>
        <source>final table %1</source>
        <translation>table finale %1</translation>
    </message>
    <message>
        <source>There is no final-table redraw to confirm; draw one first.</source>
        <translation>Aucun tirage de table finale à confirmer ; faites-en un d’abord.</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gagne %2</translation>
    </message>
    <message>
        <source>Engine demo hand at table %1 (%2): %3.</source>
        <translation>Main de démo à la table %1 (%2) : %3.</translation>
    </message>
    <message>
        <source>Engine demo hand at table %1 (%2): %3 wins a pot of %4.</source>
        <translation>Main de démo à la table %1 (%2) : %3 remporte un pot de %4.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Éliminé(s) : %1.</translation>
    </message>
    <message>
        <source>There is no balance plan to confirm; ask for one first.</source>
        <translation>Aucun plan d’équilibrage à confirmer ; demandez-en un d’abord.</translation>
    </message>
    <message>
        <source>Create the tournament first</source>
        <translation>Créez d’abord le tournoi</translation>
    </message>
    <message>
        <source>%1 progressive</source>
        <translation>%1 progressive</translation>
    </message>
</context>
<context>
    <name>FlightDesk</name>
    <message>
        <source>Flights and Day 2…</source>
        <translation>Flights et Jour 2…</translation>
    </message>
</context>
<context>
    <name>Flights</name>
    <message>
        <source>Day 2 · %1 players from %2 flights</source>
        <translation>Jour 2 · %1 joueurs issus de %2 flights</translation>
    </message>
    <message>
        <source>Day %1 · Prize pool %2 · %3 entries in %4 flights</source>
        <translation>Jour %1 · Cagnotte %2 · %3 entrées en %4 flights</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>bagged</source>
        <translation>en sac</translation>
    </message>
    <message>
        <source>Bagged in %1</source>
        <translation>En sac (Jour %1)</translation>
    </message>
    <message>
        <source>Out in %1</source>
        <translation>Éliminé (Jour %1)</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
</context>
<context>
    <name>FlightsDialog</name>
    <message>
        <source>Flights and Day 2</source>
        <translation>Flights et Jour 2</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Sacs</translation>
    </message>
    <message>
        <source>The flights, one a line: code, date, tables</source>
        <translation>Les flights, un par ligne : code, date, tables</translation>
    </message>
    <message>
        <source>A player who bags in one flight may not play another</source>
        <translation>Un joueur qui met en sac dans un flight ne peut pas en jouer un autre</translation>
    </message>
    <message>
        <source>A player may play several flights: the largest bag goes on</source>
        <translation>Un joueur peut jouer plusieurs flights : le plus gros sac continue</translation>
    </message>
    <message>
        <source>Save the flights</source>
        <translation>Enregistrer les flights</translation>
    </message>
    <message>
        <source>Day 2</source>
        <translation>Jour 2</translation>
    </message>
    <message>
        <source>Seats drawn at random</source>
        <translation>Places tirées au sort</translation>
    </message>
    <message>
        <source>Stacks spread evenly over the tables</source>
        <translation>Tapis répartis également sur les tables</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Give the flights&apos; busts places below Day 2&apos;s field</source>
        <translation>Donner aux éliminés des flights les places sous le champ du Jour 2</translation>
    </message>
    <message>
        <source>Form Day 2</source>
        <translation>Former le Jour 2</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Commencer le Jour %1</translation>
    </message>
    <message>
        <source>%1 players go on to Day 2 · tables of %3 needed: %2</source>
        <translation>%1 joueurs passent au Jour 2 · tables de %3 nécessaires : %2</translation>
    </message>
    <message>
        <source>Cannot read the line “%1”: type a code, a date (YYYY-MM-DD) and tables (1-10)</source>
        <translation>Impossible de lire la ligne « %1 » : tapez un code, une date (AAAA-MM-JJ) et des tables (1-10)</translation>
    </message>
</context>
<context>
    <name>FloorRules</name>
    <message>
        <source>Break order: “%1” is not a table number.</source>
        <translation>Ordre de cassage : « %1 » n’est pas un numéro de table.</translation>
    </message>
    <message>
        <source>Floor rules changed; the hints follow them.</source>
        <translation>Règles du floor modifiées ; les indications les suivent.</translation>
    </message>
</context>
<context>
    <name>FloorRulesBox</name>
    <message>
        <source>Floor rules</source>
        <translation>Règles du floor</translation>
    </message>
    <message>
        <source>player(s)</source>
        <translation>joueur(s)</translation>
    </message>
    <message>
        <source>Balance when tables differ by more than</source>
        <translation>Équilibrer quand les tables diffèrent de plus de</translation>
    </message>
    <message>
        <source>players short</source>
        <translation>joueurs de moins</translation>
    </message>
    <message>
        <source>Halt a table (TDA 11D) at</source>
        <translation>Arrêter une table (TDA 11D) à</translation>
    </message>
    <message>
        <source>only once an empty seat is due the big blind</source>
        <translation>seulement quand un siège vide doit la grosse blinde</translation>
    </message>
    <message>
        <source>e.g. 5, 4, 3 (others: highest first)</source>
        <translation>ex. 5, 4, 3 (les autres : la plus haute d’abord)</translation>
    </message>
    <message>
        <source>Break order (tables)</source>
        <translation>Ordre de cassage (tables)</translation>
    </message>
    <message>
        <source>break the table with the fewest players first instead (ties: this order)</source>
        <translation>fermer plutôt d&apos;abord la table la moins remplie (à égalité : cet ordre)</translation>
    </message>
</context>
<context>
    <name>FloorRulesDialog</name>
    <message>
        <source>Floor rules</source>
        <translation>Règles du floor</translation>
    </message>
</context>
<context>
    <name>HandHistoryActions</name>
    <message>
        <source>Hands played at a table…</source>
        <translation>Mains jouées à une table…</translation>
    </message>
    <message>
        <source>Ruling assistant…</source>
        <translation>Assistant de décision…</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Aucune base de données ouverte.</translation>
    </message>
    <message>
        <source>Hands played at table %1…</source>
        <translation>Mains jouées à la table %1…</translation>
    </message>
    <message>
        <source>No database is open: no hands are stored.</source>
        <translation>Aucune base de données ouverte : aucune main enregistrée.</translation>
    </message>
    <message>
        <source>No hand has been recorded in this tournament yet.</source>
        <translation>Aucune main n&apos;a encore été enregistrée dans ce tournoi.</translation>
    </message>
    <message>
        <source>1 hand was recorded in this tournament; it was undone.</source>
        <translation>1 main a été enregistrée dans ce tournoi ; elle a été annulée.</translation>
    </message>
    <message>
        <source>%1 hands were recorded in this tournament; all were undone.</source>
        <translation>%1 mains ont été enregistrées dans ce tournoi ; toutes ont été annulées.</translation>
    </message>
    <message>
        <source>This hand&apos;s history cannot be read: %1</source>
        <translation>L&apos;historique de cette main est illisible : %1</translation>
    </message>
    <message>
        <source>Table %1, hand %2</source>
        <translation>Table %1, main %2</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Exporter la main</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>Historique de main PHH (*.phh)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Export impossible : %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
</context>
<context>
    <name>HandListDialog</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Replay step by step…</source>
        <translation>Rejouer pas à pas…</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>Exporter en PHH…</translation>
    </message>
    <message>
        <source>Ruling assistant…</source>
        <translation>Assistant de décision…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Hands played at table %1</source>
        <translation>Mains jouées à la table %1</translation>
    </message>
    <message>
        <source>No hand has been recorded at table %1 yet.</source>
        <translation>Aucune main n&apos;a encore été enregistrée à la table %1.</translation>
    </message>
    <message>
        <source>1 hand was recorded at table %1; it was undone.</source>
        <translation>1 main a été enregistrée à la table %1 ; elle a été annulée.</translation>
    </message>
    <message>
        <source>%2 hands were recorded at table %1; all were undone.</source>
        <translation>%2 mains ont été enregistrées à la table %1 ; toutes ont été annulées.</translation>
    </message>
    <message>
        <source>1 hand stored for table %1. Enter replays it.</source>
        <translation>1 main enregistrée pour la table %1. Entrée la rejoue.</translation>
    </message>
    <message>
        <source>%2 hands stored for table %1. Enter replays the selected hand.</source>
        <translation>%2 mains enregistrées pour la table %1. Entrée rejoue la main choisie.</translation>
    </message>
    <message>
        <source>1 more was undone and is not listed.</source>
        <translation>1 autre a été annulée et n&apos;est pas listée.</translation>
    </message>
    <message>
        <source>%1 more were undone and are not listed.</source>
        <translation>%1 autres ont été annulées et ne sont pas listées.</translation>
    </message>
</context>
<context>
    <name>HandReplay</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Forced bets posted</source>
        <translation>Mises forcées posées</translation>
    </message>
    <message>
        <source>Showdown: the pots are awarded</source>
        <translation>Abattage : les pots sont attribués</translation>
    </message>
    <message>
        <source>Cards dealt to %1</source>
        <translation>Cartes distribuées à %1</translation>
    </message>
    <message>
        <source>Cards dealt to %1: %2</source>
        <translation>Cartes distribuées à %1 : %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Tableau : %1</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 se couche</translation>
    </message>
    <message>
        <source>%1 calls %2, all in</source>
        <translation>%1 suit %2, tapis</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 suit %2</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 checke</translation>
    </message>
    <message>
        <source>%1 posts the bring-in</source>
        <translation>%1 pose le bring-in</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1 est servi</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 tire %2</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 jette sa main</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 montre %2</translation>
    </message>
    <message>
        <source>%1 raises to %2, all in</source>
        <translation>%1 relance à %2, tapis</translation>
    </message>
    <message>
        <source>%1 raises to %2</source>
        <translation>%1 relance à %2</translation>
    </message>
    <message>
        <source>%1 bets %2, all in</source>
        <translation>%1 mise %2, tapis</translation>
    </message>
    <message>
        <source>%1 bets %2</source>
        <translation>%1 mise %2</translation>
    </message>
    <message>
        <source>Main pot %1 (%2)</source>
        <translation>Pot principal %1 (%2)</translation>
    </message>
    <message>
        <source>Side pot %3: %1 (%2)</source>
        <translation>Pot annexe %3 : %1 (%2)</translation>
    </message>
    <message>
        <source>No pot yet</source>
        <translation>Pas encore de pot</translation>
    </message>
    <message>
        <source>%1 gets back an uncalled bet of %2</source>
        <translation>%1 récupère une mise non suivie de %2</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>le pot principal</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>le pot annexe %1</translation>
    </message>
    <message>
        <source>%1, high half</source>
        <translation>%1, moitié haute</translation>
    </message>
    <message>
        <source>%1, low half</source>
        <translation>%1, moitié basse</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3</source>
        <translation>%1 gagne %2 dans %3</translation>
    </message>
</context>
<context>
    <name>HandReplayDialog</name>
    <message>
        <source>Hand replay – %1</source>
        <translation>Relecture de la main – %1</translation>
    </message>
    <message>
        <source>The engine stops this hand early: %1</source>
        <translation>Le moteur arrête cette main avant la fin : %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>In the hand</source>
        <translation>Dans la main</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>« First (Home)</source>
        <translation>« Début (Origine)</translation>
    </message>
    <message>
        <source>◀ Back (←)</source>
        <translation>◀ Précédent (←)</translation>
    </message>
    <message>
        <source>Next (→) ▶</source>
        <translation>Suivant (→) ▶</translation>
    </message>
    <message>
        <source>Last (End) »</source>
        <translation>Fin (Fin) »</translation>
    </message>
    <message>
        <source>Ruling at this step…</source>
        <translation>Décision à cette étape…</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>Exporter en PHH…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Tableau : %1</translation>
    </message>
    <message>
        <source>Hand over: the pots are awarded</source>
        <translation>Main terminée : les pots sont attribués</translation>
    </message>
    <message>
        <source>In the middle: %1</source>
        <translation>Au milieu : %1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>couché</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>tapis</translation>
    </message>
    <message>
        <source>to show</source>
        <translation>doit montrer</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>doit parler</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>That tournament is no longer in the database.</source>
        <translation>Ce tournoi n’est plus dans la base de données.</translation>
    </message>
    <message>
        <source>That season is no longer in the database.</source>
        <translation>Cette saison n’est plus dans la base de données.</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>Donnez un nom à la saison.</translation>
    </message>
    <message>
        <source>This station is read-only: seasons cannot be saved.</source>
        <translation>Ce poste est en lecture seule : les saisons ne peuvent pas être enregistrées.</translation>
    </message>
    <message>
        <source>There is already a season called “%1”.</source>
        <translation>Il existe déjà une saison « %1 ».</translation>
    </message>
    <message>
        <source>The file is not a JSON document (%1).</source>
        <translation>Le fichier n’est pas un document JSON (%1).</translation>
    </message>
    <message>
        <source>The file is not a pokerfloor tournament export.</source>
        <translation>Le fichier n’est pas un export de tournoi pokerfloor.</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Could not export: %1</source>
        <translation>Export impossible : %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>No database is open: there is no history to show.</source>
        <translation>Aucune base de données ouverte : pas d’historique à afficher.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>Export tournament</source>
        <translation>Exporter le tournoi</translation>
    </message>
    <message>
        <source>No hand histories are stored for this tournament yet.</source>
        <translation>Aucun historique de mains n’est encore enregistré pour ce tournoi.</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>Exporter les mains</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phhs *.phh)</source>
        <translation>Historiques de mains PHH (*.phhs *.phh)</translation>
    </message>
    <message>
        <source>Import tournament</source>
        <translation>Importer un tournoi</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>The tournament was not imported, nothing changed: %1</source>
        <translation>Le tournoi n’a pas été importé, rien n’a changé : %1</translation>
    </message>
    <message>
        <source>“%1” is imported as a new tournament and shown now.</source>
        <translation>« %1 » est importé comme nouveau tournoi et affiché.</translation>
    </message>
</context>
<context>
    <name>HistoryDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
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
        <translation>Fichier de base de données endommagé</translation>
    </message>
    <message>
        <source>pokerfloor closes this event: nothing was recorded in the file since it was opened. Open a backup copy of the event.</source>
        <translation>pokerfloor ferme ce tournoi : rien n’a été enregistré dans le fichier depuis son ouverture. Ouvrez une copie de sauvegarde du tournoi.</translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Players left</source>
        <translation>Joueurs restants</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Tapis moyen</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>Where do I sit?</source>
        <translation>Où suis-je assis ?</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>Derniers déplacements</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSE</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Suivant : %1</translation>
    </message>
    <message>
        <source>Next game: %1</source>
        <translation>Jeu suivant : %1</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>Prochaine pause dans %1</translation>
    </message>
    <message>
        <source>Table %1 · Seat %2</source>
        <translation>Table %1 · Place %2</translation>
    </message>
    <message>
        <source>Payouts not set yet</source>
        <translation>Paiements pas encore fixés</translation>
    </message>
    <message>
        <source>Nobody is out yet</source>
        <translation>Personne n&apos;est encore éliminé</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Aucun déplacement pour l&apos;instant</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>Reste à jouer</translation>
    </message>
    <message>
        <source>Names are not shown: ask the floor.</source>
        <translation>Les noms ne sont pas affichés : demandez au floor.</translation>
    </message>
    <message>
        <source>No seated player by that name</source>
        <translation>Aucun joueur assis à ce nom</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Mis à jour %1</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <source>This link has expired: scan the code on the clock screen.</source>
        <translation>Ce lien a expiré : scannez le code affiché sur l’écran de l’horloge.</translation>
    </message>
    <message>
        <source>Cannot share on %1 port %2: %3. Pick another port or network.</source>
        <translation>Impossible de partager sur %1 port %2 : %3. Choisissez un autre port ou réseau.</translation>
    </message>
    <message>
        <source>Share live view…</source>
        <translation>Partager la vue en direct…</translation>
    </message>
    <message>
        <source>Serve a read-only page with the clock and seats to phones in the room</source>
        <translation>Servir une page en lecture seule avec l’horloge et les sièges aux téléphones de la salle</translation>
    </message>
    <message>
        <source>Staff on phones…</source>
        <translation>Personnel sur téléphone…</translation>
    </message>
    <message>
        <source>Give floor staff a link to record busts and counts from their phones</source>
        <translation>Donner au personnel de salle un lien pour saisir éliminations et comptages depuis leur téléphone</translation>
    </message>
    <message>
        <source>Live view: %1</source>
        <translation>Suivi en direct : %1</translation>
    </message>
    <message>
        <source>Live view not shared again: %1</source>
        <translation>Vue en direct non repartagée : %1</translation>
    </message>
</context>
<context>
    <name>MoneyActions</name>
    <message>
        <source>The seats are entered in “%1”, shown now (Undo takes them out).</source>
        <translation>Les sièges sont inscrits à « %1 », affiché maintenant (Annuler les retire).</translation>
    </message>
    <message>
        <source>Every bounty is assigned.</source>
        <translation>Toutes les primes sont attribuées.</translation>
    </message>
    <message>
        <source>Assign a bounty</source>
        <translation>Attribuer une prime</translation>
    </message>
    <message>
        <source>Whose bounty?</source>
        <translation>La prime de qui ?</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Who busted them?</source>
        <translation>Qui les a éliminés ?</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>Attribuer</translation>
    </message>
    <message>
        <source>Select a player who won a prize in the payouts list first.</source>
        <translation>Sélectionnez d’abord un joueur primé dans la liste des prix.</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>%1 levels, %2 breaks, %3 h in all, starting stack %4</source>
        <translation>%1 niveaux, %2 pauses, %3 h au total, tapis de départ %4</translation>
    </message>
    <message>
        <source>The structure “%1” has %2 problem(s):</source>
        <translation>La structure « %1 » a %2 problème(s) :</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>e.g. Friday Night Hold&apos;em</source>
        <translation>p. ex. Hold’em du vendredi soir</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Places par table</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Buy-in (prize pool)</source>
        <translation>Buy-in (cagnotte)</translation>
    </message>
    <message>
        <source>Fee (house)</source>
        <translation>Frais (maison)</translation>
    </message>
    <message>
        <source>Bounty on each head</source>
        <translation>Prime sur chaque tête</translation>
    </message>
    <message>
        <source>Fixed: the eliminator gets the whole bounty</source>
        <translation>Fixe : l’éliminateur reçoit toute la prime</translation>
    </message>
    <message>
        <source>Progressive knockout (PKO)</source>
        <translation>Knockout progressif (PKO)</translation>
    </message>
    <message>
        <source>Bounty kind</source>
        <translation>Type de prime</translation>
    </message>
    <message>
        <source>PKO: share added to the eliminator&apos;s head</source>
        <translation>PKO : part ajoutée à la tête de l’éliminateur</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>aucune (freezeout)</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>Ré-entrées par joueur</translation>
    </message>
    <message>
        <source>only before the start</source>
        <translation>seulement avant le début</translation>
    </message>
    <message>
        <source>Late registration until level</source>
        <translation>Inscriptions tardives jusqu’au niveau</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Guaranteed prize pool</source>
        <translation>Cagnotte garantie</translation>
    </message>
    <message>
        <source>Rebuys and add-on</source>
        <translation>Recaves et add-on</translation>
    </message>
    <message>
        <source>no rebuys</source>
        <translation>pas de recave</translation>
    </message>
    <message>
        <source>Rebuys per player</source>
        <translation>Recaves par joueur</translation>
    </message>
    <message>
        <source>Rebuy cost</source>
        <translation>Prix de la recave</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Jetons de la recave</translation>
    </message>
    <message>
        <source>Rebuys until level</source>
        <translation>Recaves jusqu’au niveau</translation>
    </message>
    <message>
        <source>Rebuys taken</source>
        <translation>Recaves prises</translation>
    </message>
    <message>
        <source>Rebuy only with a stack of at most</source>
        <translation>Recave seulement avec un tapis d’au plus</translation>
    </message>
    <message>
        <source>Add-on cost</source>
        <translation>Prix de l’add-on</translation>
    </message>
    <message>
        <source>no add-on</source>
        <translation>pas d’add-on</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Jetons de l’add-on</translation>
    </message>
    <message>
        <source>Add-on until level</source>
        <translation>Add-on jusqu’au niveau</translation>
    </message>
    <message>
        <source>during levels 1 to that level and its break</source>
        <translation>pendant les niveaux 1 à ce niveau et sa pause</translation>
    </message>
    <message>
        <source>only at the break after that level</source>
        <translation>seulement à la pause après ce niveau</translation>
    </message>
    <message>
        <source>Add-ons taken</source>
        <translation>Add-ons pris</translation>
    </message>
    <message>
        <source>2 allows the double add-on</source>
        <translation>2 permet le double add-on</translation>
    </message>
    <message>
        <source>Add-ons per player</source>
        <translation>Add-ons par joueur</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules settings…</source>
        <translation>Réglages des règles…</translation>
    </message>
    <message>
        <source>Create tournament</source>
        <translation>Créer le tournoi</translation>
    </message>
    <message>
        <source>A player pays %1 %2 per entry.</source>
        <translation>Un joueur paie %1 %2 par entrée.</translation>
    </message>
    <message>
        <source>Give the tournament a name.</source>
        <translation>Donnez un nom au tournoi.</translation>
    </message>
    <message>
        <source>The currency is a three-letter code such as EUR or USD.</source>
        <translation>La devise est un code de trois lettres comme EUR ou USD.</translation>
    </message>
    <message>
        <source>Choose a structure.</source>
        <translation>Choisissez une structure.</translation>
    </message>
    <message>
        <source>The new tournament was not confirmed.</source>
        <translation>Le nouveau tournoi n’a pas été confirmé.</translation>
    </message>
</context>
<context>
    <name>NoticeLine</name>
    <message>
        <source>Winner: %1</source>
        <translation>Vainqueur : %1</translation>
    </message>
    <message>
        <source>%1 of %2 players left</source>
        <translation>%1 joueurs restants sur %2</translation>
    </message>
    <message>
        <source>Average stack %1</source>
        <translation>Tapis moyen %1</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Cagnotte %1</translation>
    </message>
</context>
<context>
    <name>OpenTournamentDialog</name>
    <message>
        <source>Open tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Choose the tournament to run (newest first):</source>
        <translation>Choisissez le tournoi (le plus récent d’abord) :</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>%1 (on screen)</source>
        <translation>%1 (à l’écran)</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>PayoutTableBox</name>
    <message>
        <source>Fill from a payout table</source>
        <translation>Remplir depuis une grille de gains</translation>
    </message>
    <message>
        <source>Standard (1st about 30% when ten are paid)</source>
        <translation>Standard (1er environ 30 % quand dix sont payés)</translation>
    </message>
    <message>
        <source>Steep, TDA / WSOP-like (1st about 34%)</source>
        <translation>Raide, type TDA / WSOP (1er environ 34 %)</translation>
    </message>
    <message>
        <source>Flat, club (1st about 22%)</source>
        <translation>Plate, club (1er environ 22 %)</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>Courbe</translation>
    </message>
    <message>
        <source>By the number of entries</source>
        <translation>Selon le nombre d&apos;entrées</translation>
    </message>
    <message>
        <source>Percentage of the field</source>
        <translation>Pourcentage du champ</translation>
    </message>
    <message>
        <source>Fixed number of places</source>
        <translation>Nombre de places fixe</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Places payées</translation>
    </message>
    <message>
        <source>Standard (buy-in + fee or 1.5 × buy-in)</source>
        <translation>Standard (buy-in + frais ou 1,5 × buy-in)</translation>
    </message>
    <message>
        <source>Min cash</source>
        <translation>Min cash</translation>
    </message>
    <message>
        <source>Round each prize to</source>
        <translation>Arrondir chaque prix à</translation>
    </message>
    <message>
        <source>Rounding: the units left after rounding down go to the places with the largest fractions (the better place first); cents below one unit go to 1st place.</source>
        <translation>Arrondi : les unités restantes après l&apos;arrondi inférieur vont aux places ayant les plus grandes fractions (la meilleure place d&apos;abord) ; les centimes sous une unité vont à la 1re place.</translation>
    </message>
    <message>
        <source>Follow the prize pool with this table</source>
        <translation>Suivre la cagnotte avec cette table</translation>
    </message>
    <message>
        <source>Checked: the prizes are worked out again by this table as entries, re-entries and add-ons come in (until locked or the bubble). Unchecked, or a prize changed by hand: the amounts stay fixed.</source>
        <translation>Coché : les prix sont recalculés avec cette table à chaque entrée, ré-entrée et add-on (jusqu&apos;au verrouillage ou à la bulle). Décoché, ou un prix modifié à la main : les montants restent fixes.</translation>
    </message>
    <message>
        <source>Fill the places with this table</source>
        <translation>Remplir les places avec cette grille</translation>
    </message>
</context>
<context>
    <name>PayoutsDialog</name>
    <message>
        <source>Edit payouts</source>
        <translation>Modifier les prix</translation>
    </message>
    <message>
        <source>Prize for each place, 1st first (%1). Prize pool: %2</source>
        <translation>Prix de chaque place, la 1re d’abord (%1). Cagnotte : %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Add a place</source>
        <translation>Ajouter une place</translation>
    </message>
    <message>
        <source>Remove the last place</source>
        <translation>Retirer la dernière place</translation>
    </message>
    <message>
        <source>Set payouts</source>
        <translation>Fixer les prix</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total : %1</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <source>Recalculate payouts</source>
        <translation>Recalculer les prix</translation>
    </message>
    <message>
        <source>Share the prize pool by the standard payout table for this field</source>
        <translation>Répartir le prize pool selon la grille standard pour ce nombre de joueurs</translation>
    </message>
    <message>
        <source>Edit payouts…</source>
        <translation>Modifier les prix…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>Deal…</translation>
    </message>
    <message>
        <source>The remaining players split the prizes (ICM, chip chop or even)</source>
        <translation>Les joueurs restants partagent les prix (ICM, chip chop ou égal)</translation>
    </message>
    <message>
        <source>Pay out selected</source>
        <translation>Payer la sélection</translation>
    </message>
    <message>
        <source>Select a finished player in the list, then pay them their prize</source>
        <translation>Sélectionnez un joueur classé dans la liste, puis payez-lui son prix</translation>
    </message>
    <message>
        <source>Lock payouts</source>
        <translation>Verrouiller les paiements</translation>
    </message>
    <message>
        <source>Until locked (or the bubble), recalculated payouts follow the prize pool</source>
        <translation>Jusqu&apos;au verrouillage (ou la bulle), les paiements recalculés suivent la cagnotte</translation>
    </message>
    <message>
        <source>Satellite…</source>
        <translation>Satellite…</translation>
    </message>
    <message>
        <source>Pay seats of a target event instead of places, the remainder in cash</source>
        <translation>Payer des sièges d&apos;un tournoi visé plutôt que des places, le reliquat en espèces</translation>
    </message>
    <message>
        <source>Enter seats in target event</source>
        <translation>Inscrire les sièges au tournoi visé</translation>
    </message>
    <message>
        <source>The seat winners selected (none: all of them) are registered and bought in in the target event</source>
        <translation>Les gagnants de sièges sélectionnés (aucun : tous) sont inscrits et payés au tournoi visé</translation>
    </message>
    <message>
        <source>Assign bounty…</source>
        <translation>Attribuer une prime…</translation>
    </message>
    <message>
        <source>A player busted without a named eliminator: say who collects the bounty</source>
        <translation>Un joueur a été éliminé sans éliminateur nommé : indiquez qui touche la prime</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Standard payout table</source>
        <translation>Table des gains standard</translation>
    </message>
    <message>
        <source>Steep payout table</source>
        <translation>Table des gains pentue</translation>
    </message>
    <message>
        <source>Flat payout table</source>
        <translation>Table des gains plate</translation>
    </message>
    <message>
        <source>%1, prizes in units of %2</source>
        <translation>%1, prix par unités de %2</translation>
    </message>
    <message>
        <source>locked as it is.</source>
        <translation>verrouillée telle quelle.</translation>
    </message>
    <message>
        <source>they follow the prize pool until the bubble.</source>
        <translation>ils suivent la cagnotte jusqu&apos;à la bulle.</translation>
    </message>
    <message>
        <source>Satellite to %1 · prize pool %2: %3.</source>
        <translation>Satellite pour %1 · dotation %2 : %3.</translation>
    </message>
    <message>
        <source>Seats won — the satellite is over.</source>
        <translation>Sièges gagnés — le satellite est terminé.</translation>
    </message>
    <message>
        <source>The seats follow the prize pool; play stops when as many players are left as seats.</source>
        <translation>Les sièges suivent la dotation ; le jeu s&apos;arrête quand il reste autant de joueurs que de sièges.</translation>
    </message>
    <message>
        <source>Prize pool %1. No payouts yet: press “Recalculate payouts” or “Edit payouts…”.</source>
        <translation>Cagnotte %1. Pas encore de prix : appuyez sur « Recalculer les prix » ou « Modifier les prix… ».</translation>
    </message>
    <message>
        <source>Prize pool %1 · %2 places paid.</source>
        <translation>Cagnotte %1 · %2 places payées.</translation>
    </message>
    <message>
        <source>To pay a player, select their line and press “Pay out selected”.</source>
        <translation>Pour payer un joueur, sélectionnez sa ligne et appuyez sur « Payer la sélection ».</translation>
    </message>
    <message>
        <source>Unlock payouts</source>
        <translation>Déverrouiller les paiements</translation>
    </message>
</context>
<context>
    <name>PlanDialog</name>
    <message>
        <source>Announce these moves, then confirm:</source>
        <translation>Annoncez ces déplacements, puis confirmez :</translation>
    </message>
    <message>
        <source>Confirm moves</source>
        <translation>Confirmer les déplacements</translation>
    </message>
</context>
<context>
    <name>PlayerActions</name>
    <message>
        <source>Select a player in the list first.</source>
        <translation>Sélectionnez d’abord un joueur dans la liste.</translation>
    </message>
    <message>
        <source>Select the busted player(s) in the list first.</source>
        <translation>Sélectionnez d’abord le ou les joueurs éliminés dans la liste.</translation>
    </message>
    <message>
        <source>Rebuy or bust?</source>
        <translation>Recave ou éliminé ?</translation>
    </message>
    <message>
        <source>Rebuys are open: does the player rebuy, or is he out?</source>
        <translation>Les recaves sont ouvertes : le joueur se recave-t-il, ou est-il éliminé ?</translation>
    </message>
    <message>
        <source>Rebuy (a new stack)</source>
        <translation>Recave (nouveau tapis)</translation>
    </message>
    <message>
        <source>Bust (out of the event)</source>
        <translation>Éliminé (sort du tournoi)</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>PlayerDatabaseDialog</name>
    <message>
        <source>Player database</source>
        <translation>Base de joueurs</translation>
    </message>
    <message>
        <source>Search by name (accents and case ignored)</source>
        <translation>Chercher par nom (accents et casse ignorés)</translation>
    </message>
    <message>
        <source>Merge the two selected…</source>
        <translation>Fusionner les deux sélectionnés…</translation>
    </message>
    <message>
        <source>Import players from CSV…</source>
        <translation>Importer des joueurs depuis un CSV…</translation>
    </message>
    <message>
        <source>Register + buy in the selected</source>
        <translation>Inscrire + encaisser la sélection</translation>
    </message>
    <message>
        <source>Enter every selected player in this event: one action, one undo step</source>
        <translation>Inscrire chaque joueur sélectionné à ce tournoi : une action, une annulation</translation>
    </message>
    <message>
        <source>No photo</source>
        <translation>Pas de photo</translation>
    </message>
    <message>
        <source>Choose photo…</source>
        <translation>Choisir une photo…</translation>
    </message>
    <message>
        <source>Remove photo</source>
        <translation>Retirer la photo</translation>
    </message>
    <message>
        <source>Notes (optional): anything the floor should know</source>
        <translation>Notes (facultatif) : ce que le floor doit savoir</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Enregistrer les notes</translation>
    </message>
    <message>
        <source>%1 tournament(s)</source>
        <translation>%1 tournoi(s)</translation>
    </message>
    <message>
        <source>%1 of %2 people</source>
        <translation>%1 sur %2 personnes</translation>
    </message>
    <message>
        <source>Register + buy in the %1 selected</source>
        <translation>Inscrire + encaisser les %1 sélectionnés</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notes enregistrées.</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>Photo</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not an image of at most 2 MB.</source>
        <translation>%1 n’est pas une image d’au plus 2 Mo.</translation>
    </message>
    <message>
        <source>Photo saved.</source>
        <translation>Photo enregistrée.</translation>
    </message>
    <message>
        <source>Photo removed.</source>
        <translation>Photo retirée.</translation>
    </message>
    <message>
        <source>Select the two records of the same person.</source>
        <translation>Sélectionnez les deux fiches de la même personne.</translation>
    </message>
    <message>
        <source>Keep “%1” (%2 tournament(s))</source>
        <translation>Garder « %1 » (%2 tournoi(s))</translation>
    </message>
    <message>
        <source>Merge duplicates</source>
        <translation>Fusionner des doublons</translation>
    </message>
    <message>
        <source>These are one person. Which name is kept? The tournaments of both move to it.</source>
        <translation>C’est une seule personne. Quel nom garder ? Les tournois des deux lui reviennent.</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <source>“%1” merged into “%2”: %3 tournament(s) moved.</source>
        <translation>« %1 » fusionné avec « %2 » : %3 tournoi(s) déplacé(s).</translation>
    </message>
    <message>
        <source>%1 player(s) registered and bought in (one undo step).</source>
        <translation>%1 joueur(s) inscrit(s) et encaissé(s) (une annulation).</translation>
    </message>
    <message>
        <source>%1 player(s) added.</source>
        <translation>%1 joueur(s) ajouté(s).</translation>
    </message>
    <message>
        <source>No database is open: there is no player database.</source>
        <translation>Aucune base ouverte : pas de base de joueurs.</translation>
    </message>
</context>
<context>
    <name>PlayerFilter</name>
    <message>
        <source>busted</source>
        <translation>sorti</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>bust</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
</context>
<context>
    <name>PlayerHistoryDialog</name>
    <message>
        <source>Player history</source>
        <translation>Historique d’un joueur</translation>
    </message>
    <message>
        <source>Type part of a name to find a player</source>
        <translation>Tapez une partie d’un nom pour trouver un joueur</translation>
    </message>
    <message>
        <source>Choose a player on the left.</source>
        <translation>Choisissez un joueur à gauche.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Payé</translation>
    </message>
    <message>
        <source>Export every player&apos;s statistics (CSV)…</source>
        <translation>Exporter les statistiques de tous les joueurs (CSV)…</translation>
    </message>
    <message>
        <source>Export every player&apos;s statistics (JSON)…</source>
        <translation>Exporter les statistiques de tous les joueurs (JSON)…</translation>
    </message>
    <message>
        <source>%1 (seat from %2)</source>
        <translation>%1 (siège de %2)</translation>
    </message>
    <message>
        <source>Seat: %1</source>
        <translation>Siège : %1</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Nobody in the player database matches “%1”.</source>
        <translation>Personne dans la base des joueurs ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has not played a tournament yet.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; n’a encore joué aucun tournoi.</translation>
    </message>
    <message>
        <source>Events %1 · Wins %2 · Cashes %3 (in the money %4%) · Best place %5</source>
        <translation>Tournois %1 · Victoires %2 · Places payées %3 (ITM %4 %) · Meilleure place %5</translation>
    </message>
    <message>
        <source>Won %1 · Paid in %2 · Net %3 · Knockouts %4</source>
        <translation>Gagné %1 · Payé %2 · Net %3 · Éliminations %4</translation>
    </message>
    <message>
        <source>Export player statistics</source>
        <translation>Exporter les statistiques des joueurs</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>New player&apos;s name</source>
        <translation>Nom du nouveau joueur</translation>
    </message>
    <message>
        <source>Register + buy in</source>
        <translation>Inscrire + buy-in</translation>
    </message>
    <message>
        <source>Search: part of a name, t3 for table 3, or a status</source>
        <translation>Recherche : une partie du nom, t3 pour la table 3, ou un statut</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Tirer les places</translation>
    </message>
    <message>
        <source>Random seats for every bought-in player without one</source>
        <translation>Places au hasard pour chaque joueur inscrit sans place</translation>
    </message>
    <message>
        <source>Bust out selected (Del)</source>
        <translation>Éliminer la sélection (Suppr)</translation>
    </message>
    <message>
        <source>Select every player busted in the same hand; they are ranked by their stacks</source>
        <translation>Sélectionnez tous les joueurs éliminés dans la même main ; ils sont classés selon leur tapis</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Recave</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>An add-on for each selected player: one action, one undo step</source>
        <translation>Un add-on pour chaque joueur sélectionné : une action, une annulation</translation>
    </message>
    <message>
        <source>Double add-on</source>
        <translation>Double add-on</translation>
    </message>
    <message>
        <source>Two add-ons at once for the selected player: one action, one undo step</source>
        <translation>Deux add-ons d’un coup pour le joueur sélectionné : une action, une annulation</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Ré-entrée</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name (exports and player database too)</source>
        <translation>Corriger le nom du joueur sélectionné (exports et base de joueurs aussi)</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Comptes de jetons…</translation>
    </message>
    <message>
        <source>Count the selected players, or everybody when nobody is selected (Ctrl+K)</source>
        <translation>Compter les joueurs sélectionnés, ou tous si personne n’est sélectionné (Ctrl+K)</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Select one player in the players list first.</source>
        <translation>Sélectionnez d&apos;abord un joueur dans la liste des joueurs.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Table %1, Seat %2</source>
        <translation>Table %1, place %2</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>%1 players · %2 chips · average %3</source>
        <translation>%1 joueurs · %2 jetons · moyenne %3</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Table-Seat</source>
        <translation>Table-Siège</translation>
    </message>
    <message>
        <source>Alphabetical</source>
        <translation>Par ordre alphabétique</translation>
    </message>
    <message>
        <source>Flight %1</source>
        <translation>Flight %1</translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation>Jetons %1</translation>
    </message>
    <message>
        <source>Bag %1</source>
        <translation>Sac %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>Seating chart</source>
        <translation>Plan de table</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>Jeu et mises</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>Cagnotte %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Répartition des gains</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>pokerfloor could not write %1: %2. Choose a folder you can write to.</source>
        <translation>pokerfloor n&apos;a pas pu écrire %1 : %2. Choisissez un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>nothing was written (is the disk full?)</source>
        <translation>rien n&apos;a été écrit (le disque est-il plein ?)</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation>Éliminations</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>encore en jeu</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 · Prize pool %2 · %3 entries</source>
        <translation>%1 · Cagnotte %2 · %3 entrées</translation>
    </message>
    <message>
        <source>Colour up %1</source>
        <translation>Colour-up %1</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Colour-up</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Starts: hours and minutes after the start of play, if the clock is never paused.</source>
        <translation>Début : heures et minutes après le début du jeu, si l&apos;horloge n&apos;est jamais mise en pause.</translation>
    </message>
    <message>
        <source>Table %1 · Seat %2</source>
        <translation>Table %1 · Siège %2</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Réentrée</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Recave</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation>Imprimé le %1</translation>
    </message>
    <message>
        <source>Received by (signature)</source>
        <translation>Reçu par (signature)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Comptes de jetons</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Payé</translation>
    </message>
    <message>
        <source>Receipt: buy-in</source>
        <translation>Reçu : buy-in</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Recorded as paid</source>
        <translation>Enregistré comme payé</translation>
    </message>
    <message>
        <source>Not yet recorded as paid</source>
        <translation>Pas encore enregistré comme payé</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Prize received</source>
        <translation>Gain reçu</translation>
    </message>
    <message>
        <source>In the event&apos;s records</source>
        <translation>Dans les registres du tournoi</translation>
    </message>
    <message>
        <source>Receipt: prize</source>
        <translation>Reçu : gain</translation>
    </message>
</context>
<context>
    <name>QrBadge</name>
    <message>
        <source>Live view on your phone</source>
        <translation>Suivi en direct sur votre téléphone</translation>
    </message>
</context>
<context>
    <name>Registration</name>
    <message>
        <source>No: “%1” is a new player</source>
        <translation>Non : « %1 » est un nouveau joueur</translation>
    </message>
    <message>
        <source>Did you mean…?</source>
        <translation>Vouliez-vous dire… ?</translation>
    </message>
    <message>
        <source>“%1” is close to a player already in the database. Register that player, or a new one?</source>
        <translation>« %1 » ressemble à un joueur déjà dans la base. Inscrire ce joueur, ou un nouveau ?</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Inscrire</translation>
    </message>
    <message>
        <source> at table %1, seat %2</source>
        <translation> à la table %1, siège %2</translation>
    </message>
    <message>
        <source>Re-entry for “%1” (%2)</source>
        <translation>Re-entry pour « %1 » (%2)</translation>
    </message>
    <message>
        <source>A second player named “%1”</source>
        <translation>Un second joueur nommé « %1 »</translation>
    </message>
    <message>
        <source>Already in this event</source>
        <translation>Déjà dans le tournoi</translation>
    </message>
    <message>
        <source>This event already has %1. Is this a re-entry, or a second player with the same name?</source>
        <translation>Le tournoi compte déjà %1. S&apos;agit-il d&apos;un re-entry ou d&apos;un second joueur du même nom ?</translation>
    </message>
</context>
<context>
    <name>Rehearsal</name>
    <message>
        <source>Lines: the median run. Shaded: from 10 % to 90 % of the runs.</source>
        <translation>Lignes : la partie médiane. Zone ombrée : de 10 % à 90 % des parties.</translation>
    </message>
    <message>
        <source>Day %1 %2</source>
        <translation>Jour %1 %2</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Joueurs restants</translation>
    </message>
    <message>
        <source>players</source>
        <translation>joueurs</translation>
    </message>
    <message>
        <source>Tables running (dealers needed)</source>
        <translation>Tables en jeu (croupiers nécessaires)</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>tables</translation>
    </message>
    <message>
        <source>Average stack in big blinds, by level</source>
        <translation>Tapis moyen en grosses blindes, par niveau</translation>
    </message>
    <message>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <source>big blinds</source>
        <translation>grosses blindes</translation>
    </message>
    <message>
        <source>Rehearsal</source>
        <translation>Répétition</translation>
    </message>
    <message>
        <source>%1 runs each; median, and below it the 10-90 % band of the runs</source>
        <translation>%1 parties chacune ; médiane, et en dessous la bande de 10-90 % des parties</translation>
    </message>
    <message>
        <source>Dealers needed in each hour of play</source>
        <translation>Croupiers nécessaires à chaque heure de jeu</translation>
    </message>
    <message>
        <source>from</source>
        <translation>à partir de</translation>
    </message>
    <message>
        <source>median</source>
        <translation>médiane</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
</context>
<context>
    <name>RehearsalDialog</name>
    <message>
        <source>Rehearse this event</source>
        <translation>Répéter ce tournoi</translation>
    </message>
    <message>
        <source>The event as planned</source>
        <translation>Le tournoi tel que prévu</translation>
    </message>
    <message>
        <source>From now: real seats, stacks, clock</source>
        <translation>À partir de maintenant : vraies places, tapis, horloge</translation>
    </message>
    <message>
        <source>Rehearse</source>
        <translation>Répéter</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(rien)</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Comparer avec</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Players expected</source>
        <translation>Joueurs attendus</translation>
    </message>
    <message>
        <source>re-entries included</source>
        <translation>réentrées comprises</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Elite / high roller</source>
        <translation>Élite / high roller</translation>
    </message>
    <message>
        <source>Festival regulars</source>
        <translation>Habitués de festival</translation>
    </message>
    <message>
        <source>Local re-entry crowd</source>
        <translation>Public local à réentrées</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ de joueurs</translation>
    </message>
    <message>
        <source>Late registration until level</source>
        <translation>Inscription tardive jusqu&apos;au niveau</translation>
    </message>
    <message>
        <source>Busted players who re-enter</source>
        <translation>Joueurs éliminés qui se réinscrivent</translation>
    </message>
    <message>
        <source>Entries per player at most</source>
        <translation>Entrées par joueur au plus</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>Places par table</translation>
    </message>
    <message>
        <source>Entries paid</source>
        <translation>Entrées payées</translation>
    </message>
    <message>
        <source>Hold&apos;em hands per hour</source>
        <translation>Mains de hold&apos;em par heure</translation>
    </message>
    <message>
        <source>Stud, razz and draw hands per hour</source>
        <translation>Mains de stud, razz et draw par heure</translation>
    </message>
    <message>
        <source>hand for hand</source>
        <translation>main par main</translation>
    </message>
    <message>
        <source>Bubble played</source>
        <translation>Bulle jouée</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>straight through; e.g. 12:00 L10, 12:00 L20, 14:00</source>
        <translation>d&apos;une traite ; p. ex. 12:00 L10, 12:00 L20, 14:00</translation>
    </message>
    <message>
        <source>Each day: its start, then L and the last level of the day or P and the players left to stop at; the last day plays to the end. The first day&apos;s start replaces Start.</source>
        <translation>Chaque jour : son début, puis L et le dernier niveau du jour ou P et le nombre de joueurs où s&apos;arrêter ; le dernier jour se joue jusqu&apos;à la fin. Le début du premier jour remplace Début.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>one field; e.g. 1A 12:00 180, 1B +1 12:00 150</source>
        <translation>un seul champ ; p. ex. 1A 12:00 180, 1B +1 12:00 150</translation>
    </message>
    <message>
        <source>Starting flights, each its own field bagged at the end of Day 1 and brought together on Day 2: the code, +N dates after the first flight, the start and the entries (a range: 150-170). The entries above are then not used; the days are needed.</source>
        <translation>Les flights de départ, chacun son propre champ, ensachés à la fin du Jour 1 et réunis le Jour 2 : le code, +N jours après le premier flight, le début et les entrées (une plage : 150-170). Les entrées ci-dessus ne servent alors pas ; les jours sont nécessaires.</translation>
    </message>
    <message>
        <source>Flights</source>
        <translation>Flights</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Passes</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Première graine</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>Enregistrer le rapport PDF…</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v sur %m passes</translation>
    </message>
    <message>
        <source>Set the plan and press Rehearse.</source>
        <translation>Réglez le plan et appuyez sur Répéter.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>By day and level</source>
        <translation>Par jour et par niveau</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Joueurs restants</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>Croupiers</translation>
    </message>
    <message>
        <source>Stack per level</source>
        <translation>Tapis par niveau</translation>
    </message>
    <message>
        <source>Rehearsing… the console stays usable meanwhile.</source>
        <translation>Répétition en cours… la console reste utilisable.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Done: %1 runs.</source>
        <translation>Terminé : %1 passes.</translation>
    </message>
    <message>
        <source>Save the rehearsal report</source>
        <translation>Enregistrer le rapport de répétition</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <source>Rename a player</source>
        <translation>Renommer un joueur</translation>
    </message>
    <message>
        <source>New name for “%1” (in this event, its exports and the player database):</source>
        <translation>Nouveau nom pour « %1 » (dans ce tournoi, ses exports et la base de joueurs) :</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Select the one player to rename in the list first.</source>
        <translation>Sélectionnez d&apos;abord dans la liste le joueur à renommer.</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results — %1</source>
        <translation>Résultats — %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation>Éliminations</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>Primes gagnées</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Recaves</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-ons</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Payé</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>%1 players · %2 finished · prizes %3 · bounties %4</source>
        <translation>%1 joueurs · %2 classés · gains %3 · primes %4</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exporter les résultats</translation>
    </message>
</context>
<context>
    <name>RotationRow</name>
    <message>
        <source>with each level</source>
        <translation>à chaque niveau</translation>
    </message>
    <message>
        <source>after a number of hands</source>
        <translation>après un nombre de mains</translation>
    </message>
    <message>
        <source>after each orbit</source>
        <translation>après chaque tour de table</translation>
    </message>
    <message>
        <source>hands per game</source>
        <translation>mains par jeu</translation>
    </message>
    <message>
        <source>Mixed games change</source>
        <translation>Les jeux mixtes changent</translation>
    </message>
    <message>
        <source>Each level plays the one game ticked in it.</source>
        <translation>Chaque niveau joue le seul jeu coché.</translation>
    </message>
    <message>
        <source>Tick the games of the mix in each level: every table deals them in turn.</source>
        <translation>Cochez les jeux du mélange dans chaque niveau : chaque table les distribue à tour de rôle.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>TDA (tournament default)</source>
        <translation>TDA (par défaut en tournoi)</translation>
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
        <translation>Profil %1, %2 réglage(s) modifié(s)</translation>
    </message>
    <message>
        <source>Rules settings</source>
        <translation>Réglages des règles</translation>
    </message>
    <message>
        <source>Rule profile</source>
        <translation>Profil de règles</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Stud games</source>
        <translation>Jeux de stud</translation>
    </message>
    <message>
        <source>Split pots</source>
        <translation>Pots partagés</translation>
    </message>
    <message>
        <source>Reset to the profile</source>
        <translation>Revenir au profil</translation>
    </message>
    <message>
        <source>Raises allowed after the bet (limit games)</source>
        <translation>Relances permises après la mise (jeux limit)</translation>
    </message>
    <message>
        <source>The raise cap is lifted</source>
        <translation>Le plafond de relances est levé</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>When the event is down to two players</source>
        <translation>Quand il ne reste que deux joueurs dans le tournoi</translation>
    </message>
    <message>
        <source>When two players with chips are left in the hand</source>
        <translation>Quand deux joueurs avec des jetons restent dans le coup</translation>
    </message>
    <message>
        <source>When the betting round began heads-up</source>
        <translation>Quand le tour d&apos;enchères a commencé en tête-à-tête</translation>
    </message>
    <message>
        <source>In the last round, with two players left</source>
        <translation>Au dernier tour, à deux joueurs</translation>
    </message>
    <message>
        <source>Check-raise allowed in limit games</source>
        <translation>Check-raise permis en limit</translation>
    </message>
    <message>
        <source>A big blind short of chips pays first</source>
        <translation>Une grosse blinde à court de jetons paie d&apos;abord</translation>
    </message>
    <message>
        <source>The blind</source>
        <translation>La blinde</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>L&apos;ante</translation>
    </message>
    <message>
        <source>Short of a raise, no word said</source>
        <translation>Moins qu&apos;une relance, sans annonce</translation>
    </message>
    <message>
        <source>TDA 43: the half-raise rule</source>
        <translation>TDA 43 : la règle de la demi-relance</translation>
    </message>
    <message>
        <source>House rule: a call</source>
        <translation>Règle maison : un suivi</translation>
    </message>
    <message>
        <source>A live straddle left of the big blind allowed</source>
        <translation>Un straddle live à gauche de la grosse blinde autorisé</translation>
    </message>
    <message>
        <source>Stud: an open pair on 4th street allows the big bet</source>
        <translation>Stud : une paire visible en 4e rue permet la grosse mise</translation>
    </message>
    <message>
        <source>Stud hi-lo: an open pair on 4th street allows the big bet</source>
        <translation>Stud hi-lo : une paire visible en 4e rue permet la grosse mise</translation>
    </message>
    <message>
        <source>Equal bring-in cards: who brings it in</source>
        <translation>Cartes de bring-in égales : qui ouvre</translation>
    </message>
    <message>
        <source>Decided by suit</source>
        <translation>Selon la couleur</translation>
    </message>
    <message>
        <source>Decided by position</source>
        <translation>Selon la position</translation>
    </message>
    <message>
        <source>Equal hands showing: who acts first</source>
        <translation>Mains visibles égales : qui parle d&apos;abord</translation>
    </message>
    <message>
        <source>First from the dealer&apos;s left</source>
        <translation>Le premier à gauche du donneur</translation>
    </message>
    <message>
        <source>A down card of the deal dealt face up</source>
        <translation>Une carte fermée donnée face visible</translation>
    </message>
    <message>
        <source>The third card is dealt down</source>
        <translation>La troisième carte est donnée fermée</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Maldonne</translation>
    </message>
    <message>
        <source>Several odd chips in one pot</source>
        <translation>Plusieurs jetons impairs dans un pot</translation>
    </message>
    <message>
        <source>At most one to each winner</source>
        <translation>Au plus un par gagnant</translation>
    </message>
    <message>
        <source>All to the first winner</source>
        <translation>Tous au premier gagnant</translation>
    </message>
    <message>
        <source>Stud hi-lo and razz, low half: the odd chip goes to</source>
        <translation>Stud hi-lo et razz, moitié basse : le jeton impair va à</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>La plus haute carte selon la couleur</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>La plus basse carte selon la couleur</translation>
    </message>
    <message>
        <source>Pots split in chips of at least (or the smallest chip in play)</source>
        <translation>Pots partagés en jetons d&apos;au moins (ou le plus petit jeton en jeu)</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>changed (profile: %1)</source>
        <translation>modifié (profil : %1)</translation>
    </message>
    <message>
        <source>%1 setting(s) differ from the %2 profile (marked in bold).</source>
        <translation>%1 réglage(s) diffèrent du profil %2 (en gras).</translation>
    </message>
    <message>
        <source>Every setting as in the %1 profile.</source>
        <translation>Tous les réglages comme dans le profil %1.</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>Main pot %1 (%2)</source>
        <translation>Pot principal %1 (%2)</translation>
    </message>
    <message>
        <source>Side pot %3: %1 (%2)</source>
        <translation>Pot annexe %3 : %1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins %2: nobody else can win this pot</source>
        <translation>%1 gagne %2 : personne d&apos;autre ne peut gagner ce pot</translation>
    </message>
    <message>
        <source>%1 wins low %2 (%3)</source>
        <translation>%1 gagne le bas %2 (%3)</translation>
    </message>
    <message>
        <source>%1 wins high %2 (%3)</source>
        <translation>%1 gagne le haut %2 (%3)</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gagne %2</translation>
    </message>
    <message>
        <source>%1 wins %2 (%3)</source>
        <translation>%1 gagne %2 (%3)</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>%1 chacun</translation>
    </message>
    <message>
        <source>%1 split low %2 (%3): %4</source>
        <translation>%1 partagent le bas %2 (%3) : %4</translation>
    </message>
    <message>
        <source>%1 split high %2 (%3): %4</source>
        <translation>%1 partagent le haut %2 (%3) : %4</translation>
    </message>
    <message>
        <source>%1 split %2 (%3): %4</source>
        <translation>%1 partagent %2 (%3) : %4</translation>
    </message>
    <message>
        <source>The odd chip goes to %1</source>
        <translation>Le jeton restant va à %1</translation>
    </message>
    <message>
        <source>The odd chips go to %1</source>
        <translation>Les jetons restants vont à %1</translation>
    </message>
    <message>
        <source>, the first winner clockwise from the button.</source>
        <translation>, premier gagnant dans le sens horaire après le bouton.</translation>
    </message>
    <message>
        <source>, lowest card by suit (%1).</source>
        <translation>, plus petite carte selon la couleur (%1).</translation>
    </message>
    <message>
        <source>, highest card by suit in the hand (%1).</source>
        <translation>, plus haute carte de la main selon la couleur (%1).</translation>
    </message>
    <message>
        <source>Uncalled bet: %2 goes back to %1.</source>
        <translation>Mise non suivie : %2 retourne à %1.</translation>
    </message>
    <message>
        <source>Nobody qualifies for low: the high hand takes the whole pot.</source>
        <translation>Personne n&apos;a de bas qualifié : la main haute prend tout le pot.</translation>
    </message>
    <message>
        <source>The pot does not divide evenly: the odd chip goes to the high half.</source>
        <translation>Le pot ne se partage pas exactement : le jeton restant va à la moitié haute.</translation>
    </message>
    <message>
        <source>Rules applied: %1.</source>
        <translation>Règles appliquées : %1.</translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>Ruling assistant</source>
        <translation>Assistant de décision</translation>
    </message>
    <message>
        <source>Enter the disputed showdown: each player in order from the first seat left of the button (stud: left of the dealer), the chips they put in this hand, who is all in or folded, and the cards. Then press Rule.</source>
        <translation>Saisissez l&apos;abattage contesté : chaque joueur dans l&apos;ordre à partir du premier siège à gauche du bouton (stud : à gauche du donneur), les jetons mis dans cette main, qui est à tapis ou couché, et les cartes. Puis appuyez sur Décider.</translation>
    </message>
    <message>
        <source>e.g. Jc 7s 2h 9d Kc</source>
        <translation>p. ex. Jc 7s 2h 9d Kc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Smallest chip in play</source>
        <translation>Plus petit jeton en jeu</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>Mis dans cette main</translation>
    </message>
    <message>
        <source>Of it dead (BB ante)</source>
        <translation>Dont mort (ante de la grosse blinde)</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>Tapis</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Couché</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Décider</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1: chips must be a whole number, not “%2”</source>
        <translation>%1 : les jetons doivent être un nombre entier, pas « %2 »</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Cannot rule yet: %1</source>
        <translation>Décision impossible pour l&apos;instant : %1</translation>
    </message>
</context>
<context>
    <name>Satellite</name>
    <message>
        <source>To the next place (the first without a seat)</source>
        <translation>À la place suivante (la première sans siège)</translation>
    </message>
    <message>
        <source>Shared by the seat winners</source>
        <translation>Partagé entre les gagnants de sièges</translation>
    </message>
    <message>
        <source>Added to the next satellite</source>
        <translation>Ajouté au prochain satellite</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>%1 siège</translation>
    </message>
    <message>
        <source>%1 seats</source>
        <translation>%1 sièges</translation>
    </message>
    <message>
        <source>No seat yet: %1 of %2 in the prize pool</source>
        <translation>Pas encore de siège : %1 sur %2 dans la dotation</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 au %2</translation>
    </message>
    <message>
        <source>%1 shared by the seat winners</source>
        <translation>%1 partagés entre les gagnants de sièges</translation>
    </message>
    <message>
        <source>%1 to the next satellite</source>
        <translation>%1 au prochain satellite</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>%1 chacun</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>Seat won</source>
        <translation>Siège gagné</translation>
    </message>
    <message>
        <source>Seats won — the satellite is over</source>
        <translation>Sièges gagnés — le satellite est terminé</translation>
    </message>
    <message>
        <source>This tournament is not a satellite.</source>
        <translation>Ce tournoi n&apos;est pas un satellite.</translation>
    </message>
    <message>
        <source>The target event is not a tournament of this database: choose it in “Satellite…” to enter the seats there.</source>
        <translation>Le tournoi visé n&apos;est pas un tournoi de cette base : choisissez-le dans « Satellite… » pour y inscrire les sièges.</translation>
    </message>
    <message>
        <source>No seat is won yet: seats are entered once play stops.</source>
        <translation>Aucun siège n&apos;est encore gagné : les sièges s&apos;inscrivent une fois le jeu arrêté.</translation>
    </message>
    <message>
        <source>%1 did not win a seat.</source>
        <translation>%1 n&apos;a pas gagné de siège.</translation>
    </message>
    <message>
        <source>Every seat is already entered in “%1”.</source>
        <translation>Tous les sièges sont déjà inscrits à « %1 ».</translation>
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
        <translation>La dotation paie des sièges d&apos;un tournoi visé : autant qu&apos;elle en achète, le reliquat en espèces selon la règle ci-dessous. Le jeu s&apos;arrête quand il reste autant de joueurs que de sièges ; chacun d&apos;eux gagne un siège.</translation>
    </message>
    <message>
        <source>Main Event</source>
        <translation>Main Event</translation>
    </message>
    <message>
        <source>Target event</source>
        <translation>Tournoi visé</translation>
    </message>
    <message>
        <source>A seat is worth</source>
        <translation>Un siège vaut</translation>
    </message>
    <message>
        <source>The remainder goes</source>
        <translation>Le reliquat va</translation>
    </message>
    <message>
        <source>Pay seats</source>
        <translation>Payer des sièges</translation>
    </message>
    <message>
        <source>Pay places instead</source>
        <translation>Payer des places à la place</translation>
    </message>
    <message>
        <source>Type what a seat is worth.</source>
        <translation>Saisissez ce que vaut un siège.</translation>
    </message>
    <message>
        <source>Type what a seat is worth (the target&apos;s buy-in).</source>
        <translation>Saisissez ce que vaut un siège (le buy-in du tournoi visé).</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season / league standings</source>
        <translation>Classement de saison / ligue</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>Saison :</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nouvelle saison</translation>
    </message>
    <message>
        <source>e.g. Spring league 2027</source>
        <translation>p. ex. Ligue de printemps 2027</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>A formula may use players, place, buyin, entries, rebuys, addons, prize and bounties (money in whole units), knockouts (players busted), + − * / ^, brackets and sqrt, ln, min, max, abs, floor, round. Or a points table: “table: 100, 70, 50; 10” gives 100 to the winner, 70, 50, then 10 to every other finisher.</source>
        <translation>Une formule peut utiliser players, place, buyin, entries, rebuys, addons, prize et bounties (argent en unités entières), knockouts (joueurs éliminés), + − * / ^, des parenthèses et sqrt, ln, min, max, abs, floor, round. Ou une table de points : « table: 100, 70, 50; 10 » donne 100 au vainqueur, puis 70, 50, puis 10 à chaque autre classé.</translation>
    </message>
    <message>
        <source>Tournaments that count:</source>
        <translation>Tournois comptés :</translation>
    </message>
    <message>
        <source>Save season and show standings</source>
        <translation>Enregistrer la saison et afficher le classement</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Export standings (CSV)…</source>
        <translation>Exporter le classement (CSV)…</translation>
    </message>
    <message>
        <source>Export standings (JSON)…</source>
        <translation>Exporter le classement (JSON)…</translation>
    </message>
    <message>
        <source>Name the season, write its points formula, tick its tournaments, then save.</source>
        <translation>Nommez la saison, écrivez sa formule de points, cochez ses tournois, puis enregistrez.</translation>
    </message>
    <message>
        <source>Write a points formula or a points table.</source>
        <translation>Écrivez une formule ou une table de points.</translation>
    </message>
    <message>
        <source>✓ The points rule is valid.</source>
        <translation>✓ La règle de points est valide.</translation>
    </message>
    <message>
        <source>Season “%1” saved.</source>
        <translation>Saison « %1 » enregistrée.</translation>
    </message>
    <message>
        <source>The standings cannot be computed: %1</source>
        <translation>Le classement ne peut pas être calculé : %1</translation>
    </message>
    <message numerus="yes">
        <source>Standings after %n tournament(s)</source>
        <translation>
            <numerusform>Classement après %n tournoi</numerusform>
            <numerusform>Classement après %n tournois</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished places yet in this season&apos;s tournaments.</source>
        <translation>Aucune place encore attribuée dans les tournois de cette saison.</translation>
    </message>
    <message>
        <source>Save the season first.</source>
        <translation>Enregistrez d’abord la saison.</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>Exporter le classement</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>bet %1</source>
        <translation>mise %1</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>%1 → Table %2, Seat %3</source>
        <translation>%1 → Table %2, siège %3</translation>
    </message>
    <message>
        <source>%1 → Table %2, Seat %3 (from table %4)</source>
        <translation>%1 → Table %2, siège %3 (depuis la table %4)</translation>
    </message>
    <message>
        <source>… and %1 more (File → Print → Seat cards)</source>
        <translation>… et %1 de plus (Fichier → Imprimer → Cartes de placement)</translation>
    </message>
</context>
<context>
    <name>SecondCopy</name>
    <message>
        <source>pokerfloor (pid %1 on %2) since %3</source>
        <translation>pokerfloor (pid %1 sur %2) depuis %3</translation>
    </message>
    <message>
        <source>The tournament is already open</source>
        <translation>Le tournoi est déjà ouvert</translation>
    </message>
    <message>
        <source>%1 is already open in another program: %2.</source>
        <translation>%1 est déjà ouvert dans un autre programme : %2.</translation>
    </message>
    <message>
        <source>Close that program to direct the event here, or open this copy display-only (it follows the director&apos;s changes and never writes).</source>
        <translation>Fermez ce programme pour diriger le tournoi ici, ou ouvrez cette copie en affichage seul (elle suit les changements du directeur et n&apos;écrit jamais).</translation>
    </message>
    <message>
        <source>Open display-only</source>
        <translation>Ouvrir en affichage seul</translation>
    </message>
    <message>
        <source>That station has not been heard from for a while. Take over only when it is really gone: it will record nothing more and only show the event.</source>
        <translation>Ce poste ne donne plus signe de vie depuis un moment. Ne prenez la main que s&apos;il est vraiment hors service : il n&apos;enregistrera plus rien et ne fera qu&apos;afficher le tournoi.</translation>
    </message>
    <message>
        <source>Take over as director&apos;s station</source>
        <translation>Prendre la main comme poste du directeur</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share live view</source>
        <translation>Partager le suivi en direct</translation>
    </message>
    <message>
        <source>Players follow the clock, payouts and their seat on their phones: they join the room&apos;s Wi-Fi and scan the code. The page is read-only.</source>
        <translation>Les joueurs suivent l&apos;horloge, les paiements et leur place sur leur téléphone : ils rejoignent le Wi-Fi de la salle et scannent le code. La page est en lecture seule.</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1 (cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>%1 (room network)</source>
        <translation>%1 (réseau de la salle)</translation>
    </message>
    <message>
        <source>Hide player names (no seat lookup)</source>
        <translation>Masquer les noms (pas de recherche de place)</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>New address</source>
        <translation>Nouvelle adresse</translation>
    </message>
    <message>
        <source>Revoke this address: phones with the old link or code see that it has expired and must scan the new code</source>
        <translation>Révoquer cette adresse : les téléphones avec l’ancien lien ou code voient qu’il a expiré et doivent scanner le nouveau code</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Arrêter le partage</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>Démarrer le partage</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>Non partagé</translation>
    </message>
</context>
<context>
    <name>SoundsDialog</name>
    <message>
        <source>Sounds and announcements</source>
        <translation>Sons et annonces</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>Plus qu&apos;une minute</translation>
    </message>
    <message>
        <source>New level</source>
        <translation>Nouveau niveau</translation>
    </message>
    <message>
        <source>Break starts</source>
        <translation>Début de la pause</translation>
    </message>
    <message>
        <source>Break is over</source>
        <translation>Fin de la pause</translation>
    </message>
    <message>
        <source>Last ten seconds</source>
        <translation>Dix dernières secondes</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Shipped sound</source>
        <translation>Son fourni</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Speak the announcements in the event&apos;s language</source>
        <translation>Dire les annonces dans la langue du tournoi</translation>
    </message>
    <message>
        <source>Test the announcement</source>
        <translation>Tester l&apos;annonce</translation>
    </message>
    <message>
        <source>%1 (shipped)</source>
        <translation>%1 (fourni)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Sound file</source>
        <translation>Fichier son</translation>
    </message>
    <message>
        <source>WAV sound (*.wav)</source>
        <translation>Son WAV (*.wav)</translation>
    </message>
    <message>
        <source>No level to announce yet.</source>
        <translation>Aucun niveau à annoncer pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Spoken: %1</source>
        <translation>Dit : %1</translation>
    </message>
    <message>
        <source>Not spoken (no voice): %1</source>
        <translation>Non dit (pas de voix) : %1</translation>
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
        <translation>Affichage</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>StaffLinksDialog</name>
    <message>
        <source>Staff on phones</source>
        <translation>Personnel sur téléphone</translation>
    </message>
    <message>
        <source>Give each floor person a link of their own: they scan its code with their phone and record busts, chip counts and hand-for-hand at their tables. A display link only shows the tables. Every action from a phone shows in the Log with who sent it, and undoes like yours.</source>
        <translation>Donnez à chaque floor son propre lien : il scanne le code avec son téléphone et saisit éliminations, comptages de jetons et main par main à ses tables. Un lien d&apos;affichage montre seulement les tables. Chaque action d&apos;un téléphone apparaît dans le journal avec son auteur et s&apos;annule comme les vôtres.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Émis</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Révoqué</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>Révoquer…</translation>
    </message>
    <message>
        <source>The phone with this link can do nothing more</source>
        <translation>Le téléphone avec ce lien ne peut plus rien faire</translation>
    </message>
    <message>
        <source>e.g. Marco</source>
        <translation>p. ex. Marco</translation>
    </message>
    <message>
        <source>Floor: records busts and counts</source>
        <translation>Floor : saisit éliminations et comptages</translation>
    </message>
    <message>
        <source>Display: only looks</source>
        <translation>Affichage : consultation seule</translation>
    </message>
    <message>
        <source>New staff link</source>
        <translation>Nouveau lien personnel</translation>
    </message>
    <message>
        <source>Share the live view first (Share live view…): staff links are served there.</source>
        <translation>Partagez d&apos;abord la vue en direct (Partager la vue en direct…) : les liens du personnel y sont servis.</translation>
    </message>
    <message>
        <source>Tables (none ticked: every table)</source>
        <translation>Tables (aucune cochée : toutes)</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Type the person&apos;s name first.</source>
        <translation>Saisissez d&apos;abord le nom de la personne.</translation>
    </message>
    <message>
        <source>%1 (%2): scan this code now, it is shown only once.
%3</source>
        <translation>%1 (%2) : scannez ce code maintenant, il n&apos;est affiché qu&apos;une fois.
%3</translation>
    </message>
    <message>
        <source>Revoke staff link</source>
        <translation>Révoquer le lien</translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link? Their phone can do nothing more; this cannot be undone.</source>
        <translation>Révoquer le lien de %1 ? Son téléphone ne pourra plus rien faire ; c&apos;est définitif.</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Le garder</translation>
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
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>Éliminer</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Recave</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>Comptes de jetons</translation>
    </message>
    <message>
        <source>Record the counts</source>
        <translation>Enregistrer les comptes</translation>
    </message>
    <message>
        <source>Hand done</source>
        <translation>Main finie</translation>
    </message>
    <message>
        <source>Done: waiting for the other tables</source>
        <translation>Finie : attend les autres tables</translation>
    </message>
    <message>
        <source>Call the director</source>
        <translation>Appeler le directeur</translation>
    </message>
    <message>
        <source>Who busted %1?</source>
        <translation>Qui a éliminé %1 ?</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>At another table…</source>
        <translation>À une autre table…</translation>
    </message>
    <message>
        <source>Rebuys are open: does %1 rebuy, or is he out?</source>
        <translation>Les recaves sont ouvertes : %1 recave-t-il, ou est-il éliminé ?</translation>
    </message>
    <message>
        <source>Rebuy (a new stack)</source>
        <translation>Recave (nouveau tapis)</translation>
    </message>
    <message>
        <source>Bust (out of the event)</source>
        <translation>Éliminé (sort du tournoi)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Find a player&apos;s seat</source>
        <translation>Trouver la place d&apos;un joueur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>No seated player by that name</source>
        <translation>Aucun joueur assis à ce nom</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>MAIN PAR MAIN</translation>
    </message>
    <message>
        <source>Rebuy period</source>
        <translation>Période de recave</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>EN PAUSE</translation>
    </message>
    <message>
        <source>Display only: this link shows the tables and changes nothing.</source>
        <translation>Affichage seul : ce lien montre les tables et ne change rien.</translation>
    </message>
    <message>
        <source>None of your tables is playing.</source>
        <translation>Aucune de vos tables ne joue.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <source>This staff link was revoked: ask the director for a new one.</source>
        <translation>Ce lien d&apos;équipe a été révoqué : demandez-en un nouveau au directeur.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Envoi…</translation>
    </message>
    <message>
        <source>The console is busy: try again.</source>
        <translation>La console est occupée : réessayez.</translation>
    </message>
    <message>
        <source>%1 calls the director to table %2</source>
        <translation>%1 appelle le directeur à la table %2</translation>
    </message>
    <message>
        <source>The director is called.</source>
        <translation>Le directeur est appelé.</translation>
    </message>
    <message>
        <source>Rebuys are open: does the player rebuy, or is he out?</source>
        <translation>Les recaves sont ouvertes : le joueur recave-t-il, ou est-il éliminé ?</translation>
    </message>
    <message>
        <source>That player has no seat.</source>
        <translation>Ce joueur n&apos;a pas de place.</translation>
    </message>
    <message>
        <source>Table %1 is not one of your tables.</source>
        <translation>La table %1 n&apos;est pas l&apos;une de vos tables.</translation>
    </message>
    <message>
        <source>A counted player does not sit at table %1.</source>
        <translation>Un joueur compté n&apos;est pas assis à la table %1.</translation>
    </message>
    <message>
        <source>%1 rebuys.</source>
        <translation>%1 recave.</translation>
    </message>
    <message>
        <source>%1 is out.</source>
        <translation>%1 est éliminé.</translation>
    </message>
    <message>
        <source>Chip counts of table %1 recorded.</source>
        <translation>Comptes de la table %1 enregistrés.</translation>
    </message>
    <message>
        <source>Table %1 finished the hand.</source>
        <translation>La table %1 a fini la main.</translation>
    </message>
</context>
<context>
    <name>StationLine</name>
    <message>
        <source>Take over as director&apos;s station…</source>
        <translation>Prendre la main comme poste du directeur…</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <source>The database is unreachable since %1 — nothing is being recorded</source>
        <translation>La base de données est injoignable depuis %1 — rien n&apos;est enregistré</translation>
    </message>
    <message>
        <source>The database is unreachable since %1</source>
        <translation>La base de données est injoignable depuis %1</translation>
    </message>
    <message>
        <source>The database file is write-locked by another program (for instance the sqlite3 command line inside a transaction) — nothing can be recorded until it lets go: %1</source>
        <translation>Le fichier de la base de données est verrouillé en écriture par un autre programme (par exemple la ligne de commande sqlite3 dans une transaction) — rien ne peut être enregistré tant qu’il ne le libère pas : %1</translation>
    </message>
    <message>
        <source>Another station took over at %1 (%2): this station now only shows the event</source>
        <translation>Un autre poste a pris la main à %1 (%2) : ce poste ne fait plus qu&apos;afficher le tournoi</translation>
    </message>
    <message>
        <source>The director&apos;s station has not been heard from since %1</source>
        <translation>Le poste du directeur ne donne plus signe de vie depuis %1</translation>
    </message>
    <message>
        <source>Reconnected: the database answers again.</source>
        <translation>Reconnecté : la base de données répond à nouveau.</translation>
    </message>
    <message>
        <source>The database cannot be reached right now: nothing was read or changed. The line under the clock says when it answers again.</source>
        <translation>La base de données est injoignable pour le moment : rien n’a été lu ni modifié. La ligne sous l’horloge indique quand elle répond de nouveau.</translation>
    </message>
</context>
<context>
    <name>StepForm</name>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>no ante in button games</source>
        <translation>pas d’ante dans les jeux à bouton</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>chaque joueur</translation>
    </message>
    <message>
        <source>big-blind ante</source>
        <translation>ante de grosse blinde</translation>
    </message>
    <message>
        <source>race off the %1 chips</source>
        <translation>retirer les jetons de %1 (race-off)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Petite blinde</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Grosse blinde</translation>
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
        <translation>Petite mise (limit)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>Grosse mise (limit)</translation>
    </message>
    <message>
        <source>Ante taken from</source>
        <translation>Ante payée par</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>Colour-up</translation>
    </message>
</context>
<context>
    <name>StructureChooser</name>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Depuis un fichier…</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>Proposer…</translation>
    </message>
    <message>
        <source>Propose levels, breaks and colour-ups from players, stack, chips and time</source>
        <translation>Proposer niveaux, pauses et race-offs d&apos;après joueurs, tapis, jetons et durée</translation>
    </message>
    <message>
        <source>Structure file</source>
        <translation>Fichier de structure</translation>
    </message>
    <message>
        <source>This file cannot be used: %1</source>
        <translation>Ce fichier est inutilisable : %1</translation>
    </message>
    <message>
        <source>%1 (file)</source>
        <translation>%1 (fichier)</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <source>Edit structure</source>
        <translation>Modifier la structure</translation>
    </message>
    <message>
        <source>one day (e.g. 12:00 L10, 12:00 L20, 14:00)</source>
        <translation>un seul jour (p. ex. 12:00 L10, 12:00 L20, 14:00)</translation>
    </message>
    <message>
        <source>Each day&apos;s start and end: L10 = after level 10, P9 = once 9 players are left (after the hand; P9 level: at the end of that level); the last day plays to a winner.</source>
        <translation>Début et fin de chaque jour : L10 = après le niveau 10, P9 = quand il reste 9 joueurs (après la main ; P9 level : à la fin de ce niveau) ; le dernier jour se joue jusqu&apos;au vainqueur.</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>Ajouter un niveau</translation>
    </message>
    <message>
        <source>Add break</source>
        <translation>Ajouter une pause</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Load template</source>
        <translation>Charger le modèle</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>Enregistrer comme modèle…</translation>
    </message>
    <message>
        <source>Play this structure</source>
        <translation>Jouer cette structure</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Already played: it cannot change.</source>
        <translation>Déjà joué : ne peut plus changer.</translation>
    </message>
    <message>
        <source>On the clock now: its length stays; blinds apply from the next hand.</source>
        <translation>En cours : sa durée reste ; les blindes s’appliquent dès la main suivante.</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>blinds %1/%2</source>
        <translation>blindes %1/%2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>ante big blind %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>bring-in %1</translation>
    </message>
    <message>
        <source>limits %1/%2</source>
        <translation>limites %1/%2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>colour up %1</source>
        <translation>colour-up %1</translation>
    </message>
    <message>
        <source>The clock has started: the event keeps its rotation.</source>
        <translation>L’horloge a démarré : le tournoi garde sa rotation.</translation>
    </message>
    <message>
        <source>The event cannot play this structure: %1</source>
        <translation>Le tournoi ne peut pas jouer cette structure : %1</translation>
    </message>
    <message>
        <source>%1 problem(s) to fix before playing this structure: %2</source>
        <translation>%1 problème(s) à corriger avant de jouer cette structure : %2</translation>
    </message>
    <message>
        <source>No problem found: %1 levels, %2 breaks, %3 h %4 min in all.</source>
        <translation>Aucun problème : %1 niveaux, %2 pauses, %3 h %4 min en tout.</translation>
    </message>
    <message>
        <source>My club</source>
        <translation>Mon club</translation>
    </message>
    <message>
        <source>Template name</source>
        <translation>Nom du modèle</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>Enregistrer comme modèle</translation>
    </message>
    <message>
        <source>Could not save the template: %1</source>
        <translation>Impossible d’enregistrer le modèle : %1</translation>
    </message>
    <message>
        <source>Saved as template “%1” of %2.</source>
        <translation>Enregistré comme modèle « %1 » de %2.</translation>
    </message>
</context>
<context>
    <name>StructureTab</name>
    <message>
        <source>Double-click a level to jump to it (full time; undo goes back).</source>
        <translation>Double-cliquez sur un niveau pour y aller (temps complet ; Annuler revient).</translation>
    </message>
    <message>
        <source>Edit structure…</source>
        <translation>Modifier la structure…</translation>
    </message>
    <message>
        <source>Add, remove, reorder and change levels and breaks; save as a template</source>
        <translation>Ajouter, supprimer, réordonner et modifier niveaux et pauses ; enregistrer comme modèle</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>Jeu et mises</translation>
    </message>
    <message>
        <source>The event refused this structure: see the message in the console.</source>
        <translation>Le tournoi a refusé cette structure : voir le message dans la console.</translation>
    </message>
    <message>
        <source>Structure “%1” is played now (one undo step).</source>
        <translation>La structure « %1 » est jouée maintenant (une seule annulation).</translation>
    </message>
</context>
<context>
    <name>SuggestStructureDialog</name>
    <message>
        <source>No-limit hold&apos;em</source>
        <translation>Hold&apos;em no-limit</translation>
    </message>
    <message>
        <source>Pot-limit Omaha</source>
        <translation>Omaha pot-limit</translation>
    </message>
    <message>
        <source>Limit hold&apos;em</source>
        <translation>Hold&apos;em limit</translation>
    </message>
    <message>
        <source>HORSE (a game per level)</source>
        <translation>HORSE (un jeu par niveau)</translation>
    </message>
    <message>
        <source>8-game (every 8 hands)</source>
        <translation>8-game (toutes les 8 mains)</translation>
    </message>
    <message>
        <source>Suggest a schedule</source>
        <translation>Proposer une structure</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>Ante big blind</translation>
    </message>
    <message>
        <source>Ante from every player</source>
        <translation>Ante de chaque joueur</translation>
    </message>
    <message>
        <source>No ante</source>
        <translation>Sans ante</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>Joueurs attendus</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Tapis de départ</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Target length (hours)</source>
        <translation>Durée visée (heures)</translation>
    </message>
    <message>
        <source>Level length (minutes)</source>
        <translation>Durée des niveaux (minutes)</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Ante from level</source>
        <translation>Ante à partir du niveau</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>A break every … levels</source>
        <translation>Une pause tous les … niveaux</translation>
    </message>
    <message>
        <source>Break length (minutes)</source>
        <translation>Durée des pauses (minutes)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Utiliser cette structure</translation>
    </message>
    <message>
        <source>Suggested: %1 players, %2 h</source>
        <translation>Proposition : %1 joueurs, %2 h</translation>
    </message>
    <message>
        <source>Cannot suggest a schedule: %1</source>
        <translation>Impossible de proposer une structure : %1</translation>
    </message>
    <message>
        <source>colour up the %1</source>
        <translation>race-off des %1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>estimated end</source>
        <translation>fin estimée</translation>
    </message>
    <message>
        <source>Estimated end: level %1, %2 h %3 min after the start</source>
        <translation>Fin estimée : niveau %1, %2 h %3 min après le début</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>Tables are balanced: nobody needs to move.</source>
        <translation>Les tables sont équilibrées : personne ne bouge.</translation>
    </message>
    <message>
        <source>Balance tables</source>
        <translation>Équilibrer les tables</translation>
    </message>
    <message>
        <source>Announce these moves, then confirm:</source>
        <translation>Annoncez ces déplacements, puis confirmez :</translation>
    </message>
    <message>
        <source>Only one table is in play: there is no table to break.</source>
        <translation>Une seule table en jeu : aucune table à casser.</translation>
    </message>
    <message>
        <source>Break a table</source>
        <translation>Casser une table</translation>
    </message>
    <message>
        <source>Which table breaks? Its players draw for the open seats.</source>
        <translation>Quelle table casser ? Ses joueurs tirent les places libres.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>No table is in play yet: draw the seats first.</source>
        <translation>Aucune table en jeu : tirez d&apos;abord les places.</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Vue de la table</translation>
    </message>
    <message>
        <source>Which table?</source>
        <translation>Quelle table ?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Table %1 (next in the break order)</source>
        <translation>Table %1 (la suivante dans l&apos;ordre de fermeture)</translation>
    </message>
    <message>
        <source>Show the moves</source>
        <translation>Voir les déplacements</translation>
    </message>
    <message>
        <source>Table %1 breaks. Announce these seats, then confirm:</source>
        <translation>La table %1 est cassée. Annoncez ces places, puis confirmez :</translation>
    </message>
    <message>
        <source>Break table %1</source>
        <translation>Casser la table %1</translation>
    </message>
    <message>
        <source>Final table: every player draws a new seat. Players not listed keep their seat.</source>
        <translation>Table finale : chaque joueur tire une nouvelle place. Les joueurs non listés gardent leur place.</translation>
    </message>
    <message>
        <source>Final table redraw</source>
        <translation>Nouveau tirage de la table finale</translation>
    </message>
    <message>
        <source>Put the button on seat %1</source>
        <translation>Mettre le bouton à la place %1</translation>
    </message>
    <message>
        <source>Unlock seat %1</source>
        <translation>Débloquer la place %1</translation>
    </message>
    <message>
        <source>Lock seat %1</source>
        <translation>Bloquer la place %1</translation>
    </message>
    <message>
        <source>Open table view (record or deal a hand)…</source>
        <translation>Ouvrir la vue de la table (saisir ou distribuer une main)…</translation>
    </message>
    <message>
        <source>Hand done at this table</source>
        <translation>Main terminée à cette table</translation>
    </message>
    <message>
        <source>Counts the hand for the game rotation: the table moves on to the next game</source>
        <translation>Compte la main pour la rotation des jeux : la table passe au jeu suivant</translation>
    </message>
    <message>
        <source>Count chips at table %1…</source>
        <translation>Compter les jetons de la table %1…</translation>
    </message>
    <message>
        <source>Deal a hand here (engine demo, random play)</source>
        <translation>Distribuer une main ici (démo du moteur, jeu aléatoire)</translation>
    </message>
    <message>
        <source>Simulation aid: the engine deals one hand of the current game and plays it with random legal actions; the chips, busts and button move as recorded (undo takes it back).</source>
        <translation>Aide à la simulation : le moteur distribue une main du jeu en cours et la joue avec des actions légales aléatoires ; les jetons, éliminations et le bouton sont enregistrés (Annuler la reprend).</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
</context>
<context>
    <name>TableSizeDialog</name>
    <message>
        <source>Seats per table</source>
        <translation>Places par table</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>places</translation>
    </message>
    <message>
        <source>every table in play, or e.g. 1, 2</source>
        <translation>toutes les tables en jeu, ou p. ex. 1, 2</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Players in the seats that go draw a new table and seat (the shortest tables first), as when a table breaks. One action: Undo puts everyone back.</source>
        <translation>Les joueurs des places supprimées tirent une nouvelle table et une place (les tables les plus courtes d’abord), comme quand une table casse. Une action : Annuler remet tout le monde en place.</translation>
    </message>
    <message>
        <source>“%1” is not a table number.</source>
        <translation>« %1 » n’est pas un numéro de table.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>N or Enter deals the next hand</source>
        <translation>N ou Entrée donne la main suivante</translation>
    </message>
    <message>
        <source>Choose Record (live cards) or Deal (the engine deals) first</source>
        <translation>Choisissez d&apos;abord Saisir (cartes réelles) ou Distribuer (le moteur distribue)</translation>
    </message>
    <message>
        <source>Table %1 · hand %2 · %3</source>
        <translation>Table %1 · main %2 · %3</translation>
    </message>
    <message>
        <source>Draw for the button first: D draws it at random</source>
        <translation>Tirez d&apos;abord le bouton : D le tire au hasard</translation>
    </message>
    <message>
        <source>The first hand of a button game here: then N or Enter deals it</source>
        <translation>La première main d&apos;un jeu à bouton ici : ensuite N ou Entrée la distribue</translation>
    </message>
    <message>
        <source>Misdeal: the hand is void, the same button deals again</source>
        <translation>Maldonne : la main est nulle, même bouton, nouvelle donne</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Blinds %1</source>
        <translation>Blindes %1</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>ante de grosse blinde %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>ante %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>bring-in %1</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>limite %1</translation>
    </message>
    <message>
        <source>pot limit</source>
        <translation>pot-limit</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no-limit</translation>
    </message>
    <message>
        <source>F fold · C check/call · B/R bets or raises (%1)</source>
        <translation>F passer · C checker/suivre · B/R miser ou relancer (%1)</translation>
    </message>
    <message>
        <source>X checks around</source>
        <translation>X tout le monde checke</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>Place %1 · %2</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>doit parler</translation>
    </message>
    <message>
        <source>call %1</source>
        <translation>suivre %1</translation>
    </message>
    <message>
        <source>check</source>
        <translation>checker</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>miser</translation>
    </message>
    <message>
        <source>complete to</source>
        <translation>compléter à</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>relancer à</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>plafonné</translation>
    </message>
    <message>
        <source>S live straddle</source>
        <translation>S straddle live</translation>
    </message>
    <message>
        <source>%1 may fold, bring it in: %2, or complete to %3</source>
        <translation>%1 peut passer, ouvrir au bring-in : %2, ou compléter à %3</translation>
    </message>
    <message>
        <source>How many cards? 0-5, in as typed (0: stands pat)</source>
        <translation>Combien de cartes ? 0-5, pris dès la frappe (0 : servi)</translation>
    </message>
    <message>
        <source>Type the up cards in this order (&apos;5c ac kd&apos;): in once all are typed; one card: Enter</source>
        <translation>Tapez les cartes visibles dans cet ordre (&apos;5c ac kd&apos;) : prises dès qu&apos;elles sont toutes tapées ; une seule carte : Entrée</translation>
    </message>
    <message>
        <source>Type them (&apos;Ah Kd 7c&apos;): in once all are typed · Enter alone: not typed now</source>
        <translation>Tapez-les (&apos;Ah Kd 7c&apos;) : prises dès qu&apos;elles sont toutes tapées · Entrée seule : pas tapées maintenant</translation>
    </message>
    <message>
        <source>The stub is short: one common card face up in the centre (WSOP 228)</source>
        <translation>Le talon est trop court : une carte commune face visible au centre (WSOP 228)</translation>
    </message>
    <message>
        <source>Type the common card as it is dealt (&apos;Kd&apos;), Enter: every player&apos;s 7th card</source>
        <translation>Tapez la carte commune telle qu&apos;elle est donnée (&apos;Kd&apos;), Entrée : la 7e carte de chaque joueur</translation>
    </message>
    <message>
        <source>Type them in order: in once all are typed</source>
        <translation>Tapez-les dans l&apos;ordre : prises dès qu&apos;elles sont toutes tapées</translation>
    </message>
    <message>
        <source>Misdeal: the hand is void</source>
        <translation>Maldonne : la main est nulle</translation>
    </message>
    <message>
        <source>Enter: nothing is recorded in the tournament; the same button deals again</source>
        <translation>Entrée : rien n&apos;est enregistré dans le tournoi ; le même bouton redistribue</translation>
    </message>
    <message>
        <source>F fold · C check/call · B/R bet or raise: amount, Enter (&apos;a&apos; = all in)</source>
        <translation>F passer · C checker/suivre · B/R miser ou relancer : montant, Entrée (&apos;a&apos; = tapis)</translation>
    </message>
    <message>
        <source>%1 brings it in: %2, or completes to %3</source>
        <translation>%1 ouvre au bring-in : %2, ou complète à %3</translation>
    </message>
    <message>
        <source>C bring-in · R complete, Enter</source>
        <translation>C bring-in · R compléter, Entrée</translation>
    </message>
    <message>
        <source>Type the cards to discard, Enter (none: pat)</source>
        <translation>Tapez les cartes jetées, Entrée (aucune : servi)</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>tire</translation>
    </message>
    <message>
        <source>Type the cards shown (&apos;Ah Kd&apos;), Enter · M mucks</source>
        <translation>Tapez les cartes montrées (&apos;Ah Kd&apos;), Entrée · M jette</translation>
    </message>
    <message>
        <source>Enter shows · M mucks</source>
        <translation>Entrée montre · M jette</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>montre</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>puis %1</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>carte visible</translation>
    </message>
    <message>
        <source>Board: %1 card(s)</source>
        <translation>Tableau : %1 carte(s)</translation>
    </message>
    <message>
        <source>The showdown needs the board: %1 card(s) not typed yet</source>
        <translation>L&apos;abattage a besoin du tableau : %1 carte(s) pas encore tapée(s)</translation>
    </message>
    <message>
        <source>The display stations were not updated: %1</source>
        <translation>Les postes d&apos;affichage n&apos;ont pas été mis à jour : %1</translation>
    </message>
    <message>
        <source>Waiting for the next hand</source>
        <translation>En attente de la prochaine main</translation>
    </message>
    <message>
        <source>Interrupted: pokerfloor closed during this hand. Waiting for the operator to resume it or start a new hand</source>
        <translation>Interrompue : pokerfloor s&apos;est fermé pendant cette main. En attente que l&apos;opérateur la continue ou commence une nouvelle main</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La main est terminée</translation>
    </message>
    <message>
        <source>Nothing heard from the operator&apos;s pokerfloor for %1: this hand may have been interrupted</source>
        <translation>Aucune nouvelle du pokerfloor de l&apos;opérateur depuis %1 : cette main a peut-être été interrompue</translation>
    </message>
    <message>
        <source>Display station (read-only): the table&apos;s operator enters the hand</source>
        <translation>Poste d&apos;affichage (lecture seule) : l&apos;opérateur de la table saisit la main</translation>
    </message>
    <message>
        <source>Enter records it in the tournament</source>
        <translation>Entrée l&apos;enregistre dans le tournoi</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1 se couche</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 checke</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 suit %2</translation>
    </message>
    <message>
        <source>%1 completes to %2</source>
        <translation>%1 complète à %2</translation>
    </message>
    <message>
        <source>%1 makes it %2</source>
        <translation>%1 porte à %2</translation>
    </message>
    <message>
        <source>(all in)</source>
        <translation>(tapis)</translation>
    </message>
    <message>
        <source>%1 brings it in for %2</source>
        <translation>%1 ouvre au bring-in pour %2</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1 est servi</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 tire %2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Tableau : %1</translation>
    </message>
    <message>
        <source>The stub ran short: the stub and the burn cards are scrambled</source>
        <translation>Le talon est épuisé : le talon et les cartes brûlées sont mélangés</translation>
    </message>
    <message>
        <source>The stub ran short: deal it but its last card, then scramble the last card, the burns and the earlier draws&apos; discards (not this draw&apos;s)</source>
        <translation>Le talon s&apos;épuise : donnez-le sauf sa dernière carte, puis mélangez la dernière carte, les cartes brûlées et les écarts des tirages précédents (pas ceux de ce tirage)</translation>
    </message>
    <message>
        <source>Common card: %1, every player&apos;s 7th card</source>
        <translation>Carte commune : %1, la 7e carte de chaque joueur</translation>
    </message>
    <message>
        <source>%1 straddles %2</source>
        <translation>%1 fait un straddle de %2</translation>
    </message>
    <message>
        <source>Exposed card %1 of %2: %3</source>
        <translation>Carte exposée %1 de %2 : %3</translation>
    </message>
    <message>
        <source>Misdeal: every chip goes back, the same button deals again</source>
        <translation>Maldonne : chaque jeton revient, même bouton, nouvelle donne</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1 jette sa main</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 montre %2</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>A hand the engine dealt cannot be resumed: its deck is never stored.</source>
        <translation>Une main distribuée par le moteur ne peut pas être continuée : son paquet n&apos;est jamais enregistré.</translation>
    </message>
    <message>
        <source>The table&apos;s hands changed since it began (a hand undone): it cannot be resumed.</source>
        <translation>Les mains de la table ont changé depuis son début (une main annulée) : elle ne peut pas être continuée.</translation>
    </message>
    <message>
        <source>A seat or a chip count at the table changed since it began: it cannot be resumed.</source>
        <translation>Une place ou un compte de jetons à la table a changé depuis son début : elle ne peut pas être continuée.</translation>
    </message>
    <message>
        <source>over, not recorded yet</source>
        <translation>terminée, pas encore enregistrée</translation>
    </message>
    <message>
        <source>the showdown</source>
        <translation>l&apos;abattage</translation>
    </message>
    <message>
        <source>%1th street</source>
        <translation>%1e street</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3e street</translation>
    </message>
    <message>
        <source>before the first draw</source>
        <translation>avant le premier tirage</translation>
    </message>
    <message>
        <source>after the first draw</source>
        <translation>après le premier tirage</translation>
    </message>
    <message>
        <source>after the second draw</source>
        <translation>après le deuxième tirage</translation>
    </message>
    <message>
        <source>after the third draw</source>
        <translation>après le troisième tirage</translation>
    </message>
    <message>
        <source>before the flop</source>
        <translation>avant le flop</translation>
    </message>
    <message>
        <source>the flop</source>
        <translation>le flop</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>le turn</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>la river</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 action</translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation>%1 actions</translation>
    </message>
    <message>
        <source>A hand was in progress at Table %1 when pokerfloor closed (%2).</source>
        <translation>Une main était en cours à la table %1 quand pokerfloor s&apos;est fermé (%2).</translation>
    </message>
    <message>
        <source>A hand was in progress at Table %1 (%2).</source>
        <translation>Une main était en cours à la table %1 (%2).</translation>
    </message>
    <message>
        <source>Resuming replays everything entered, with the level, game and button the hand began with (level %1). Check the seats against the table.</source>
        <translation>Continuer rejoue tout ce qui a été saisi, avec le niveau, le jeu et le bouton du début de la main (niveau %1). Vérifiez les places à la table.</translation>
    </message>
    <message>
        <source>Resume it, or start a new hand?</source>
        <translation>La continuer, ou commencer une nouvelle main ?</translation>
    </message>
    <message>
        <source>R or Enter: resume it · N: start a new hand (this one is dropped)</source>
        <translation>R ou Entrée : la continuer · N : nouvelle main (celle-ci est abandonnée)</translation>
    </message>
    <message>
        <source>The hand is void: nothing of it was recorded in the tournament, every stack is as before it.</source>
        <translation>La main est nulle : rien n&apos;en a été enregistré dans le tournoi, chaque tapis est comme avant elle.</translation>
    </message>
    <message>
        <source>It cannot be resumed: it is void.</source>
        <translation>Elle ne peut pas être continuée : elle est nulle.</translation>
    </message>
    <message>
        <source>N or Enter: start a new hand</source>
        <translation>N ou Entrée : commencer une nouvelle main</translation>
    </message>
    <message>
        <source>Hand %1 resumed where it stood.</source>
        <translation>Main %1 continuée là où elle en était.</translation>
    </message>
    <message>
        <source>Resume it (R)</source>
        <translation>La continuer (R)</translation>
    </message>
    <message>
        <source>Start a new hand (N)</source>
        <translation>Commencer une nouvelle main (N)</translation>
    </message>
    <message>
        <source>%1 card(s) typed, but only %2 up card(s) are due on this street.</source>
        <translation>%1 carte(s) tapée(s), mais seulement %2 carte(s) visible(s) attendue(s) sur ce tour.</translation>
    </message>
    <message>
        <source>Somebody has bet: X checks around only while nobody has.</source>
        <translation>Quelqu&apos;un a misé : X fait checker tout le monde seulement tant que personne n&apos;a misé.</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>Troisième rue</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>Quatrième rue</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>Cinquième rue</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>Sixième rue</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>Septième rue</translation>
    </message>
    <message>
        <source>%1: a card down to each player</source>
        <translation>%1 : une carte cachée à chaque joueur</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Table %1 · %2</source>
        <translation>Table %1 · %2</translation>
    </message>
    <message>
        <source>Record (live cards)</source>
        <translation>Saisir (cartes réelles)</translation>
    </message>
    <message>
        <source>Deal (the engine deals)</source>
        <translation>Distribuer (le moteur distribue)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Maldonne</translation>
    </message>
    <message>
        <source>Exposed card…</source>
        <translation>Carte exposée…</translation>
    </message>
    <message>
        <source>Wrong amount (W)…</source>
        <translation>Montant erroné (W)…</translation>
    </message>
    <message>
        <source>Play it out at random (demo)</source>
        <translation>Jouer la fin au hasard (démo)</translation>
    </message>
    <message>
        <source>Draw for the button (D)</source>
        <translation>Tirer le bouton (D)</translation>
    </message>
    <message>
        <source>The first button game at this table: draw for the button at random</source>
        <translation>Le premier jeu à bouton à cette table : tirer le bouton au hasard</translation>
    </message>
    <message>
        <source>Deal mode only: the engine plays the rest of the hand at random</source>
        <translation>Mode Distribuer seulement : le moteur joue le reste de la main au hasard</translation>
    </message>
    <message>
        <source>Hands played here…</source>
        <translation>Mains jouées ici…</translation>
    </message>
    <message>
        <source>Exposed card: type the seat and the card, e.g. &apos;3 Ah&apos;; the seat&apos;s second card: &apos;3 Ah 2&apos;</source>
        <translation>Carte exposée : tapez la place et la carte, p. ex. &apos;3 Ah&apos; ; la deuxième carte de la place : &apos;3 Ah 2&apos;</translation>
    </message>
    <message>
        <source>Wrong amount: type the chips the player put in, Enter (one oversized chip without a word: &apos;1000 chip&apos;)</source>
        <translation>Montant erroné : tapez les jetons misés, Entrée (un seul gros jeton sans annonce : &apos;1000 chip&apos;)</translation>
    </message>
    <message>
        <source>Type a seat of this hand and the card, e.g. &apos;3 Ah&apos;</source>
        <translation>Tapez une place de cette main et la carte, p. ex. &apos;3 Ah&apos;</translation>
    </message>
    <message>
        <source>Type the chips put in, in digits</source>
        <translation>Tapez les jetons mis, en chiffres</translation>
    </message>
    <message>
        <source>Amount: min %1, max %2 (&apos;a&apos; = all in), Enter · Esc cancels</source>
        <translation>Montant : min %1, max %2 (&apos;a&apos; = tapis), Entrée · Échap annule</translation>
    </message>
</context>
<context>
    <name>TableViews</name>
    <message>
        <source>Hand-for-hand: table %1 is done; waiting for table(s) %2</source>
        <translation>Main par main : la table %1 a fini ; on attend la/les table(s) %2</translation>
    </message>
    <message>
        <source>Hand-for-hand: every table is done; hand-for-hand hand %1 is counted. Deal the next</source>
        <translation>Main par main : toutes les tables ont fini ; la main %1 du main par main est comptée. Donnez la suivante</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <source>Balance tables…</source>
        <translation>Équilibrer les tables…</translation>
    </message>
    <message>
        <source>Break a table…</source>
        <translation>Casser une table…</translation>
    </message>
    <message>
        <source>Final table redraw…</source>
        <translation>Nouveau tirage de la table finale…</translation>
    </message>
    <message>
        <source>Right-click a seat to put the button there or to lock the seat.</source>
        <translation>Clic droit sur une place pour y mettre le bouton ou la bloquer.</translation>
    </message>
    <message>
        <source>Double-click a table (or right-click it) to open its table view.</source>
        <translation>Double-cliquez sur une table (ou clic droit) pour ouvrir sa vue.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message>
        <source>seated</source>
        <translation>assis</translation>
    </message>
</context>
<context>
    <name>Takeover</name>
    <message>
        <source>Take over as director&apos;s station</source>
        <translation>Prendre la main comme poste du directeur</translation>
    </message>
    <message>
        <source>The director&apos;s station, %1, has not been heard from since %2.</source>
        <translation>Le poste du directeur, %1, ne donne plus signe de vie depuis %2.</translation>
    </message>
    <message>
        <source>Take over only when that station is really gone (switched off, hung, out of the network). From now on this station records the director&apos;s actions; if the other one wakes up it is told that another station took over, records nothing more and only shows the event.</source>
        <translation>Ne prenez la main que si ce poste est vraiment hors service (éteint, bloqué, hors du réseau). Désormais ce poste enregistre les actions du directeur ; si l&apos;autre se réveille, il apprend qu&apos;un autre poste a pris la main, n&apos;enregistre plus rien et ne fait qu&apos;afficher le tournoi.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>TournamentFiles</name>
    <message>
        <source>“%1” is created. Register the players, then draw the seats.</source>
        <translation>« %1 » est créé. Inscrivez les joueurs, puis tirez les places.</translation>
    </message>
    <message>
        <source>Import structure</source>
        <translation>Importer une structure</translation>
    </message>
    <message>
        <source>Could not import the structure: %1</source>
        <translation>Impossible d’importer la structure : %1</translation>
    </message>
    <message>
        <source>It applies from the next level; the current level is unchanged.</source>
        <translation>Elle s’applique à partir du niveau suivant ; le niveau en cours ne change pas.</translation>
    </message>
    <message>
        <source>The clock waits at its first level.</source>
        <translation>L’horloge attend à son premier niveau.</translation>
    </message>
    <message>
        <source>Structure “%1” imported (%2). %3</source>
        <translation>Structure « %1 » importée (%2). %3</translation>
    </message>
    <message>
        <source>Export structure</source>
        <translation>Exporter la structure</translation>
    </message>
    <message>
        <source>TOML (*.toml);;JSON (*.json)</source>
        <translation>TOML (*.toml);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Export impossible : %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No text-to-speech voice is installed on this computer: the clock shows its announcements but cannot speak them.</source>
        <translation>Aucune voix de synthèse vocale n&apos;est installée sur cet ordinateur : l&apos;horloge affiche ses annonces mais ne peut pas les dire.</translation>
    </message>
    <message>
        <source>Spoken by the voice %1 (%2).</source>
        <translation>Dit par la voix %1 (%2).</translation>
    </message>
</context>
<context>
    <name>WalAlert</name>
    <message>
        <source>The database is at risk</source>
        <translation>La base de données est en danger</translation>
    </message>
    <message>
        <source>Write a fresh copy now</source>
        <translation>Écrire une copie neuve maintenant</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>The fresh copy could not be written: %1</source>
        <translation>La copie neuve n'a pas pu être écrite : %1</translation>
    </message>
    <message>
        <source>A fresh copy of the event is saved as %1. Nothing is lost. Close pokerfloor when convenient and open that file (pokerfloor --db %1) to continue.</source>
        <translation>Une copie neuve du tournoi est enregistrée sous %1. Rien n'est perdu. Fermez pokerfloor quand cela vous convient et ouvrez ce fichier (pokerfloor --db %1) pour continuer.</translation>
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
        <translation>%1er</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>21st, 31st...</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1e</translation>
    </message>
    <message>
        <source>Limits %1 / %2</source>
        <translation>Limites %1 / %2</translation>
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
        <translation>Blindes %1 / %2</translation>
    </message>
    <message>
        <source>Big blind ante %1</source>
        <translation>Ante big blind %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Break · %1 min</source>
        <translation>Pause · %1 min</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Suivant : %1</translation>
    </message>
    <message>
        <source>Colour-up done: %1s raced off</source>
        <translation>Changement fait : jetons de %1 retirés</translation>
    </message>
    <message>
        <source>Colour-up: %1s race off</source>
        <translation>Changement de jetons : les %1 sont retirés</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
</context>
<context>
    <name>_Worker</name>
    <message>
        <source>The rehearsal was cancelled.</source>
        <translation>La répétition a été annulée.</translation>
    </message>
</context>
</TS>
