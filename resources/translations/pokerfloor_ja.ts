<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Alerts</name>
    <message>
        <source>ONE MINUTE LEFT</source>
        <translation>残り1分</translation>
    </message>
    <message>
        <source>NEW LEVEL</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>休憩</translation>
    </message>
    <message>
        <source>BREAK IS OVER - SHUFFLE UP AND DEAL</source>
        <translation>休憩終了 – シャッフル・アンド・ディール</translation>
    </message>
    <message>
        <source>LAST 10 SECONDS</source>
        <translation>残り10秒</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>%1 is not a WAV sound file: choose a .wav file.</source>
        <translation>%1 は WAV サウンドファイルではありません。.wav ファイルを選んでください。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>There is no action of this tournament left to undo.</source>
        <translation>このトーナメントで元に戻せる操作はありません。</translation>
    </message>
    <message>
        <source>There is no undone action of this tournament to redo.</source>
        <translation>このトーナメントでやり直せる操作はありません。</translation>
    </message>
    <message>
        <source>That tournament is no longer in the database.</source>
        <translation>そのトーナメントはデータベースにありません。</translation>
    </message>
    <message>
        <source>Not recorded: the database cannot be reached, so nothing of this action was written. Do it again once the line under the clock says “Reconnected”.</source>
        <translation>記録されていません：データベースに接続できないため、この操作は何も書き込まれていません。時計の下の行に「再接続しました」と表示されたら、もう一度行ってください。</translation>
    </message>
    <message>
        <source>Not recorded: another program holds the database file&apos;s write lock (for instance the sqlite3 command line inside a transaction), so nothing of this action was written. Do it again once the line under the clock no longer says so.</source>
        <translation>記録されていません：別のプログラム（例えばトランザクション中の sqlite3 コマンドライン）がデータベースファイルの書き込みロックを保持しているため、この操作は何も書き込まれませんでした。時計の下の行にその表示が出なくなってから、もう一度行ってください。</translation>
    </message>
    <message>
        <source>The database cannot be reached right now: nothing was read or changed. The line under the clock says when it answers again.</source>
        <translation>現在データベースに接続できません。何も読み込まれず、変更もされていません。再び応答すると時計の下の行に表示されます。</translation>
    </message>
    <message>
        <source>pokerfloor was closed for %1.</source>
        <translation>pokerfloor は %1 の間閉じられていました。</translation>
    </message>
    <message>
        <source>The clock kept running as if it never stopped: pause or adjust it if needed.</source>
        <translation>クロックは止まらずに進んでいます：必要なら一時停止または調整してください。</translation>
    </message>
</context>
<context>
    <name>BagDialog</name>
    <message>
        <source>End of Day %1: bag the stacks</source>
        <translation>Day %1 終了：スタックを袋詰めしてください</translation>
    </message>
    <message>
        <source>Type each player&apos;s bagged chips, table by table; Enter goes to the next seat, Tab to the bag&apos;s number (optional, printed on the labels). Every player still in gets a bag. The total must be the chips in play.</source>
        <translation>テーブルごとに各プレイヤーの袋詰めチップを入力します。Enter で次の席へ、Tab で袋の番号へ（任意、ラベルに印刷）。残っている全プレイヤーに袋が1つずつ必要です。合計はプレイ中のチップと一致する必要があります。</translation>
    </message>
    <message>
        <source>Kept apart: %1</source>
        <translation>保留中：%1</translation>
    </message>
    <message>
        <source>Record the bags</source>
        <translation>袋を記録</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>未着席</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>袋</translation>
    </message>
    <message>
        <source>Bag no.</source>
        <translation>袋番号</translation>
    </message>
    <message>
        <source>Bag number of %1</source>
        <translation>%1 の袋番号</translation>
    </message>
    <message>
        <source>%1 bags · %2 chips</source>
        <translation>%1 袋 · %2 チップ</translation>
    </message>
    <message>
        <source>Bags %1 · total %2 of %3 in play</source>
        <translation>袋 %1 · 合計 %2 / プレイ中 %3</translation>
    </message>
    <message>
        <source>the bags match the chips in play.</source>
        <translation>袋はプレイ中のチップと一致しています。</translation>
    </message>
    <message>
        <source>%1 too many</source>
        <translation>%1 多すぎ</translation>
    </message>
    <message>
        <source>%1 short</source>
        <translation>%1 不足</translation>
    </message>
    <message>
        <source>recorded like this, the bags are kept apart until they match.</source>
        <translation>このまま記録すると、一致するまで袋は保留されます。</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Bust out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Busted: %1</source>
        <translation>脱落：%1</translation>
    </message>
    <message>
        <source>Who busted them? (their bounty goes to this player)</source>
        <translation>誰が脱落させましたか？（バウンティはこのプレイヤーへ）</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>記録しない</translation>
    </message>
</context>
<context>
    <name>ChipCountDialog</name>
    <message>
        <source>Chip counts</source>
        <translation>チップカウント</translation>
    </message>
    <message>
        <source>Type each counted stack; Tab or Enter goes to the next. A count left empty keeps the last recorded stack.</source>
        <translation>数えたスタックを入力してください。Tab または Enter で次へ。空欄は最後に記録したスタックのままです。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Last recorded</source>
        <translation>前回の記録</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>カウント</translation>
    </message>
    <message>
        <source>Counted %1 of %2 · these counts %3 (recorded %4, %5)</source>
        <translation>%2 人中 %1 人カウント済み · 合計 %3（記録 %4、%5）</translation>
    </message>
    <message>
        <source>these players now hold %1</source>
        <translation>これらのプレイヤーの合計 %1</translation>
    </message>
    <message>
        <source>Chip leaders: %1</source>
        <translation>チップリーダー：%1</translation>
    </message>
    <message>
        <source>All stacks with these counts: %1 of %2 in play</source>
        <translation>このカウントを含む全スタック：%2（プレイ中）のうち %1</translation>
    </message>
    <message>
        <source>the count matches.</source>
        <translation>カウントは一致しています。</translation>
    </message>
    <message>
        <source>%1 too many: check the counts.</source>
        <translation>%1 多すぎます：カウントを確認してください。</translation>
    </message>
    <message>
        <source>%1 short: count the other tables too.</source>
        <translation>%1 不足：他のテーブルもカウントしてください。</translation>
    </message>
    <message>
        <source>Record counts</source>
        <translation>カウントを記録</translation>
    </message>
    <message>
        <source>Chip counts: table %1</source>
        <translation>チップカウント：テーブル %1</translation>
    </message>
    <message>
        <source>Nobody is playing there: there is no stack to count.</source>
        <translation>そこには誰もプレイしていません：数えるスタックがありません。</translation>
    </message>
</context>
<context>
    <name>ClockActions</name>
    <message>
        <source>Hand-for-hand after the bubble</source>
        <translation>バブル後のハンド・フォー・ハンド</translation>
    </message>
    <message>
        <source>The bubble has burst: every player left is in the money. Play hand-for-hand anyway?</source>
        <translation>バブルは弾けました：残りのプレイヤーは全員入賞です。それでもハンド・フォー・ハンドにしますか？</translation>
    </message>
    <message>
        <source>Yes, play hand-for-hand</source>
        <translation>はい、ハンド・フォー・ハンドにする</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>ハンド・フォー・ハンド開始</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>◀ Previous level</source>
        <translation>◀ 前のレベル</translation>
    </message>
    <message>
        <source>Back to the previous level (Ctrl+Left)</source>
        <translation>前のレベルに戻る（Ctrl+←）</translation>
    </message>
    <message>
        <source>Start clock</source>
        <translation>クロック開始</translation>
    </message>
    <message>
        <source>Start or pause (Ctrl+Space)</source>
        <translation>開始／一時停止（Ctrl+Space）</translation>
    </message>
    <message>
        <source>Next level ▶</source>
        <translation>次のレベル ▶</translation>
    </message>
    <message>
        <source>Go to the next level now (Ctrl+Right)</source>
        <translation>今すぐ次のレベルへ（Ctrl+→）</translation>
    </message>
    <message>
        <source>−1 min</source>
        <translation>−1 分</translation>
    </message>
    <message>
        <source>Ctrl+Down</source>
        <translation>Ctrl+↓</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 分</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+↑</translation>
    </message>
    <message>
        <source>Hand-for-hand</source>
        <translation>ハンド・フォー・ハンド</translation>
    </message>
    <message>
        <source>On the bubble: every table plays one hand at a time (Ctrl+H)</source>
        <translation>バブル：全テーブルで 1 ハンドずつ進行（Ctrl+H）</translation>
    </message>
    <message>
        <source>Hand done at every table</source>
        <translation>全テーブルでハンド終了</translation>
    </message>
    <message>
        <source>Record the hand-for-hand hand; its time comes off the clock (Ctrl+D)</source>
        <translation>ハンド・フォー・ハンドのハンドを記録し、その時間をクロックから引く（Ctrl+D）</translation>
    </message>
    <message>
        <source>Bag the stacks…</source>
        <translation>スタックを袋詰め…</translation>
    </message>
    <message>
        <source>Record every player&apos;s bag, table by table (Ctrl+Shift+B)</source>
        <translation>全プレイヤーの袋をテーブルごとに記録 (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Start the next day…</source>
        <translation>次の日を開始…</translation>
    </message>
    <message>
        <source>Resume the clock for the next day, after a redraw or with the seats kept</source>
        <translation>次の日のクロックを再開（再抽選、または席をそのまま）</translation>
    </message>
    <message>
        <source>Day over</source>
        <translation>本日終了</translation>
    </message>
    <message>
        <source>Pause clock</source>
        <translation>クロック一時停止</translation>
    </message>
    <message>
        <source>Resume clock</source>
        <translation>クロック再開</translation>
    </message>
    <message>
        <source>End hand-for-hand</source>
        <translation>ハンド・フォー・ハンド終了</translation>
    </message>
    <message>
        <source>Hand done at every table (−%1)</source>
        <translation>全テーブルでハンド終了（−%1）</translation>
    </message>
    <message>
        <source>HAND FOR HAND · hands played: %1 · each hand takes %2 off the clock</source>
        <translation>ハンド・フォー・ハンド · プレイ済み: %1 · 1ハンドごとに時計から %2 を引きます</translation>
    </message>
</context>
<context>
    <name>ClockMessage</name>
    <message>
        <source>Message on the clock screen</source>
        <translation>時計画面のメッセージ</translation>
    </message>
    <message>
        <source>What the room reads under the blinds (leave empty to clear it):</source>
        <translation>ブラインドの下に表示するメッセージ (空にすると消去):</translation>
    </message>
</context>
<context>
    <name>ClockScreen</name>
    <message>
        <source>pokerfloor - Clock</source>
        <translation>pokerfloor - クロック</translation>
    </message>
    <message>
        <source>%1 - pokerfloor clock</source>
        <translation>%1 - pokerfloor クロック</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>優勝</translation>
    </message>
    <message>
        <source>Seats won</source>
        <translation>シート獲得</translation>
    </message>
    <message>
        <source>END OF DAY</source>
        <translation>本日終了</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>ハンド・フォー・ハンド</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>平均スタック</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>チップリーダー</translation>
    </message>
    <message>
        <source>Rebuys %1 · Add-ons %2</source>
        <translation>リバイ %1 · アドオン %2</translation>
    </message>
    <message>
        <source>Bounty %1</source>
        <translation>バウンティ %1</translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation>ほか %1 位</translation>
    </message>
    <message>
        <source>Late registration closes in %1</source>
        <translation>レイトレジストレーション締切まで %1</translation>
    </message>
    <message>
        <source>Late registration closed</source>
        <translation>レイトレジストレーション終了</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>賞金総額</translation>
    </message>
    <message>
        <source>Next break</source>
        <translation>次の休憩</translation>
    </message>
</context>
<context>
    <name>ColourUpDialog</name>
    <message>
        <source>Colour-up / chip race</source>
        <translation>カラーアップ／チップレース</translation>
    </message>
    <message>
        <source>Race off the %1s into %2s</source>
        <translation>%1チップをレースで%2チップへ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>端数チップ</translation>
    </message>
    <message>
        <source>Their value</source>
        <translation>その額</translation>
    </message>
    <message>
        <source>Raced for</source>
        <translation>レース対象</translation>
    </message>
    <message>
        <source>Each player changes what he can for the larger chip; the odd chips are raced (TDA rule 24): one card per odd chip, dealt from seat 1; the highest card wins the first chip, the next highest among the others the next, at most one chip per player; half a chip or more of odd value makes a chip. Nobody is raced out: a player left without chips keeps one of the larger chip. Every stack it changes is recorded as one action (one undo).</source>
        <translation>各プレイヤーは交換できる分を上位チップに交換し、端数チップはレースにかけます（TDAルール24）：端数チップ1枚につきカード1枚を1番シートから配り、最も高いカードが最初のチップを獲得、残りの中で次に高いカードが次のチップを獲得し、1人1枚までです。端数の合計が半チップ以上なら1チップになります。レースで敗退する人はいません：チップがなくなるプレイヤーは上位チップを1枚持ちます。変更されたスタックはすべて1つの操作（1回の元に戻す）として記録されます。</translation>
    </message>
    <message>
        <source>Run the chip race</source>
        <translation>チップレースを実行</translation>
    </message>
    <message>
        <source>No colour-up is due: no break of the structure races off a chip still in play.</source>
        <translation>カラーアップの予定はありません：使用中のチップを外すブレイクがストラクチャーにありません。</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>バウンティ</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>From</source>
        <translation>移動元</translation>
    </message>
    <message>
        <source>To</source>
        <translation>移動先</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Paid?</source>
        <translation>支払済？</translation>
    </message>
    <message>
        <source>Gets</source>
        <translation>受取額</translation>
    </message>
    <message>
        <source>By chips</source>
        <translation>チップ順</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>差額</translation>
    </message>
</context>
<context>
    <name>ConsoleMenus</name>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Show clock screen</source>
        <translation>クロック画面を表示</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>新規トーナメント…</translation>
    </message>
    <message>
        <source>Open tournament…</source>
        <translation>トーナメントを開く…</translation>
    </message>
    <message>
        <source>Import structure…</source>
        <translation>ストラクチャーをインポート…</translation>
    </message>
    <message>
        <source>Export structure…</source>
        <translation>ストラクチャーをエクスポート…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>クロック(&amp;C)</translation>
    </message>
    <message>
        <source>Start / pause the clock</source>
        <translation>クロック開始／一時停止</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>次のレベル</translation>
    </message>
    <message>
        <source>Previous level</source>
        <translation>前のレベル</translation>
    </message>
    <message>
        <source>Add a minute</source>
        <translation>1 分追加</translation>
    </message>
    <message>
        <source>Take off a minute</source>
        <translation>1 分減らす</translation>
    </message>
    <message>
        <source>Hand-for-hand on / off</source>
        <translation>ハンド・フォー・ハンド オン／オフ</translation>
    </message>
    <message>
        <source>Hand-for-hand: every table finished the hand</source>
        <translation>ハンド・フォー・ハンド：全テーブルがハンド終了</translation>
    </message>
    <message>
        <source>Message on the clock screen…</source>
        <translation>時計画面のメッセージ…</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日程</translation>
    </message>
    <message>
        <source>Bag the stacks…</source>
        <translation>スタックを袋詰め…</translation>
    </message>
    <message>
        <source>Start the next day…</source>
        <translation>次の日を開始…</translation>
    </message>
    <message>
        <source>Print the chip-count list…</source>
        <translation>チップカウント表を印刷…</translation>
    </message>
    <message>
        <source>Print the bag labels…</source>
        <translation>袋ラベルを印刷…</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>Bust out selected</source>
        <translation>選択したプレイヤーを脱落</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>チップカウント…</translation>
    </message>
    <message>
        <source>Colour-up / chip race…</source>
        <translation>カラーアップ／チップレース…</translation>
    </message>
    <message>
        <source>Player database…</source>
        <translation>プレイヤーデータベース…</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>テーブル(&amp;T)</translation>
    </message>
    <message>
        <source>Balance tables…</source>
        <translation>テーブルのバランス調整…</translation>
    </message>
    <message>
        <source>Break a table…</source>
        <translation>テーブルをブレイク…</translation>
    </message>
    <message>
        <source>Final table redraw…</source>
        <translation>ファイナルテーブル再ドロー…</translation>
    </message>
    <message>
        <source>Floor rules…</source>
        <translation>フロアルール…</translation>
    </message>
    <message>
        <source>Seats per table…</source>
        <translation>テーブルの席数…</translation>
    </message>
    <message>
        <source>Table view…</source>
        <translation>テーブルビュー…</translation>
    </message>
    <message>
        <source>Rehearse this event…</source>
        <translation>このイベントをリハーサル…</translation>
    </message>
    <message>
        <source>Rules settings…</source>
        <translation>ルール設定…</translation>
    </message>
    <message>
        <source>&amp;Money</source>
        <translation>賞金(&amp;M)</translation>
    </message>
    <message>
        <source>Recalculate payouts</source>
        <translation>配当を再計算</translation>
    </message>
    <message>
        <source>Edit payouts…</source>
        <translation>配当を編集…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>ディール…</translation>
    </message>
    <message>
        <source>Pay out selected</source>
        <translation>選択したプレイヤーに支払う</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>残り1分</translation>
    </message>
    <message>
        <source>New level</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Break starts</source>
        <translation>休憩開始</translation>
    </message>
    <message>
        <source>Break is over</source>
        <translation>休憩終了</translation>
    </message>
    <message>
        <source>Last ten seconds</source>
        <translation>残り10秒</translation>
    </message>
    <message>
        <source>Sound settings…</source>
        <translation>サウンド設定…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>印刷(&amp;P)</translation>
    </message>
    <message>
        <source>Seating chart…</source>
        <translation>座席表…</translation>
    </message>
    <message>
        <source>Seat cards…</source>
        <translation>座席カード…</translation>
    </message>
    <message>
        <source>Structure…</source>
        <translation>ストラクチャー…</translation>
    </message>
    <message>
        <source>Payouts…</source>
        <translation>配当…</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>結果…</translation>
    </message>
    <message>
        <source>Buy-in receipt for the selected player…</source>
        <translation>選択したプレイヤーのバイイン領収書…</translation>
    </message>
    <message>
        <source>Prize receipt for the selected player…</source>
        <translation>選択したプレイヤーの賞金領収書…</translation>
    </message>
    <message>
        <source>H&amp;istory</source>
        <translation>履歴(&amp;I)</translation>
    </message>
    <message>
        <source>Results of this tournament…</source>
        <translation>この大会の結果…</translation>
    </message>
    <message>
        <source>Export results as CSV…</source>
        <translation>結果を CSV でエクスポート…</translation>
    </message>
    <message>
        <source>Export results as JSON…</source>
        <translation>結果を JSON でエクスポート…</translation>
    </message>
    <message>
        <source>Player history…</source>
        <translation>プレイヤー履歴…</translation>
    </message>
    <message>
        <source>Season / league standings…</source>
        <translation>シーズン/リーグ順位…</translation>
    </message>
    <message>
        <source>Export tournament…</source>
        <translation>大会をエクスポート…</translation>
    </message>
    <message>
        <source>Import tournament…</source>
        <translation>大会をインポート…</translation>
    </message>
    <message>
        <source>Export hands (PHH)…</source>
        <translation>ハンドをエクスポート (PHH)…</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>データベースが開かれていません。</translation>
    </message>
</context>
<context>
    <name>CsvImportDialog</name>
    <message>
        <source>Import players from CSV</source>
        <translation>CSVからプレイヤーを取り込む</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 already in the database, %4 with a problem (%5).</source>
        <translation>%1: 新規 %2 人、登録済み %3 人、問題あり %4 行 (%5)。</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>In the database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>already in (as %1): skipped</source>
        <translation>登録済み (%1): スキップ</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Add %1 new player(s)</source>
        <translation>新規 %1 人を追加</translation>
    </message>
</context>
<context>
    <name>DayActions</name>
    <message>
        <source>Day %1 is still being played: bag the stacks when play stops.</source>
        <translation>Day %1 はまだプレイ中です：プレイが止まったらスタックを袋詰めしてください。</translation>
    </message>
    <message>
        <source>Bags kept apart: %1</source>
        <translation>袋は保留されました：%1</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Day %1 を開始</translation>
    </message>
    <message>
        <source>Day %1 resumes with the level&apos;s time left. Draw every player&apos;s seat again (TDA: random), or keep the seats they bagged at?</source>
        <translation>Day %1 はレベルの残り時間から再開します。全員の席を再抽選しますか（TDA：ランダム）、それとも袋詰め時の席のままにしますか？</translation>
    </message>
    <message>
        <source>Redraw every seat (random)</source>
        <translation>全席を再抽選（ランダム）</translation>
    </message>
    <message>
        <source>Keep the seats</source>
        <translation>席をそのままにする</translation>
    </message>
    <message>
        <source>No bags are recorded yet.</source>
        <translation>まだ袋は記録されていません。</translation>
    </message>
</context>
<context>
    <name>Days</name>
    <message>
        <source>Day %1 · %2 players</source>
        <translation>Day %1 · %2 人</translation>
    </message>
    <message>
        <source>End of Day %1 — the bags are recorded</source>
        <translation>Day %1 終了 — 袋は記録済みです</translation>
    </message>
    <message>
        <source>End of Day %1 — bag the stacks</source>
        <translation>Day %1 終了 — スタックを袋詰めしてください</translation>
    </message>
    <message>
        <source>The bags hold %1 chips but %2 are in play: %3 %4. Count again.</source>
        <translation>袋のチップは %1 ですが、プレイ中は %2 です：%3 %4。数え直してください。</translation>
    </message>
    <message>
        <source>too many</source>
        <translation>多すぎ</translation>
    </message>
    <message>
        <source>short</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>End of Day %1</source>
        <translation>Day %1 終了</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>How do the remaining players split the prizes?</source>
        <translation>残りのプレイヤーで賞金をどう分けますか？</translation>
    </message>
    <message>
        <source>ICM (by each player&apos;s chances to finish in each place)</source>
        <translation>ICM（各順位で終える確率による）</translation>
    </message>
    <message>
        <source>Chip chop (in proportion to chips)</source>
        <translation>チップチョップ（チップ比例）</translation>
    </message>
    <message>
        <source>Even split</source>
        <translation>均等分配</translation>
    </message>
    <message>
        <source>to the cent</source>
        <translation>1セント単位</translation>
    </message>
    <message>
        <source>Round each share to</source>
        <translation>各取り分の丸め単位</translation>
    </message>
    <message>
        <source>Left to play for (the winner takes it)</source>
        <translation>残りを賭けてプレイ（優勝者が獲得）</translation>
    </message>
    <message>
        <source>Make this deal</source>
        <translation>このディールにする</translation>
    </message>
    <message>
        <source>Shares %1 now; play goes on for %2, which the winner takes.</source>
        <translation>今 %1 を分配。残り %2 を賭けてプレイを続け、優勝者が獲得します。</translation>
    </message>
    <message>
        <source>Shares %1 of the prize money left. Confirming ends the tournament.</source>
        <translation>残りの賞金 %1 を分配します。確定するとトーナメントは終了します。</translation>
    </message>
    <message>
        <source>“By chips”: the prize each player&apos;s chip count ranks him at now.</source>
        <translation>「チップ順」：現在のチップ量の順位に応じた賞金。</translation>
    </message>
</context>
<context>
    <name>DirectorConsole</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>ストラクチャー</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>配当</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>By</source>
        <translation>操作者</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>pokerfloor - Display station (read-only)</source>
        <translation>pokerfloor - 表示用端末（読み取り専用）</translation>
    </message>
    <message>
        <source>pokerfloor - Director console</source>
        <translation>pokerfloor - ディレクターコンソール</translation>
    </message>
</context>
<context>
    <name>Facade</name>
    <message>
        <source>Out · %1</source>
        <translation>脱落 · %1</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>登録済</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>優勝</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Next game: %1</source>
        <translation>次のゲーム：%1</translation>
    </message>
    <message>
        <source>Table %1 seat %2</source>
        <translation>テーブル %1 席 %2</translation>
    </message>
    <message>
        <source>Next: %1 · %2</source>
        <translation>次：%1 · %2</translation>
    </message>
    <message>
        <source>Tournament over</source>
        <translation>トーナメント終了</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>ハンド・フォー・ハンド</translation>
    </message>
    <message>
        <source>On the bubble</source>
        <translation>バブル</translation>
    </message>
    <message>
        <source>In the money</source>
        <translation>インザマネー</translation>
    </message>
    <message>
        <source>Clock not started</source>
        <translation>クロック未開始</translation>
    </message>
    <message>
        <source>(paid)</source>
        <translation>（支払済）</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>テーブル %1: %2</translation>
    </message>
    <message>
        <source>Add-ons now</source>
        <translation>アドオン受付中</translation>
    </message>
    <message>
        <source>Tournament over: the players made a deal</source>
        <translation>トーナメント終了：プレイヤーがディールに合意</translation>
    </message>
    <message>
        <source>Deal made: playing for %1</source>
        <translation>ディール成立：%1 を賭けてプレイ中</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>勝者が受け取る残り</translation>
    </message>
    <message>
        <source>(dead)</source>
        <translation>（デッド）</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>ロック</translation>
    </message>
    <message>
        <source>Everyone fits at one table: redraw the final table (table %1).</source>
        <translation>全員が 1 卓に収まります：ファイナルテーブルを再ドロー（テーブル %1）。</translation>
    </message>
    <message>
        <source>Break table %1: its players fit in the open seats.</source>
        <translation>テーブル %1 をブレイク：プレイヤーは空席に収まります。</translation>
    </message>
    <message>
        <source>The tables need balancing.</source>
        <translation>テーブルのバランス調整が必要です。</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>元に戻す: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>やり直す: %1</translation>
    </message>
    <message>
        <source>%1 — by %2</source>
        <translation>%1 — %2による操作</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>支払済</translation>
    </message>
    <message>
        <source>To pay</source>
        <translation>未払い</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Not seated</source>
        <translation>未着席</translation>
    </message>
    <message>
        <source>Chips issued: %1 · recorded stacks total %2</source>
        <translation>配布チップ：%1 · 記録済みスタック合計 %2</translation>
    </message>
    <message>
        <source>the count matches.</source>
        <translation>カウントは一致しています。</translation>
    </message>
    <message>
        <source>%1 short: record chip counts after bust-outs</source>
        <translation>%1 不足：脱落後のチップカウントを記録してください</translation>
    </message>
    <message>
        <source>%1 more than issued: check the counts</source>
        <translation>配布より %1 多い：カウントを確認してください</translation>
    </message>
    <message>
        <source>Bounties: %1 collected · %2 paid · %3 outstanding</source>
        <translation>バウンティ: 徴収 %1 · 支払 %2 · 未払 %3</translation>
    </message>
    <message>
        <source>%1 unassigned</source>
        <translation>未割当 %1</translation>
    </message>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>先にプレイヤーの名前を入力してください。</translation>
    </message>
    <message>
        <source>balance</source>
        <translation>バランス調整</translation>
    </message>
    <message>
        <source>table %1 breaks</source>
        <translation>テーブル %1 をブレイク</translation>
    </message>
    <message>
        <source>There is no break plan to confirm; choose a table to break first.</source>
        <translation>確定するブレイク案がありません。先にブレイクするテーブルを選んでください。</translation>
    </message>
    <message>
        <source>final table %1</source>
        <translation>ファイナルテーブル %1</translation>
    </message>
    <message>
        <source>There is no final-table redraw to confirm; draw one first.</source>
        <translation>確定するファイナルテーブルのドローがありません。先にドローしてください。</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1が%2を獲得</translation>
    </message>
    <message>
        <source>Engine demo hand at table %1 (%2): %3.</source>
        <translation>テーブル %1 のデモハンド（%2）：%3。</translation>
    </message>
    <message>
        <source>Engine demo hand at table %1 (%2): %3 wins a pot of %4.</source>
        <translation>テーブル %1 のデモハンド（%2）：%3 が %4 のポットを獲得。</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>脱落：%1。</translation>
    </message>
    <message>
        <source>There is no balance plan to confirm; ask for one first.</source>
        <translation>確定するバランス調整案がありません。先に作成してください。</translation>
    </message>
    <message>
        <source>Create the tournament first</source>
        <translation>先にトーナメントを作成してください</translation>
    </message>
    <message>
        <source>%1 progressive</source>
        <translation>%1（プログレッシブ）</translation>
    </message>
</context>
<context>
    <name>FlightDesk</name>
    <message>
        <source>Flights and Day 2…</source>
        <translation>フライトと Day 2…</translation>
    </message>
</context>
<context>
    <name>Flights</name>
    <message>
        <source>Day 2 · %1 players from %2 flights</source>
        <translation>Day 2 · %2 フライトから %1 人</translation>
    </message>
    <message>
        <source>Day %1 · Prize pool %2 · %3 entries in %4 flights</source>
        <translation>Day %1 · 賞金総額 %2 · %4 フライトで %3 エントリー</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>未プレイ</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>bagged</source>
        <translation>バッグ済み</translation>
    </message>
    <message>
        <source>Bagged in %1</source>
        <translation>%1 でバッグ</translation>
    </message>
    <message>
        <source>Out in %1</source>
        <translation>%1 で脱落</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
</context>
<context>
    <name>FlightsDialog</name>
    <message>
        <source>Flights and Day 2</source>
        <translation>フライトと Day 2</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>フライト</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>バッグ</translation>
    </message>
    <message>
        <source>The flights, one a line: code, date, tables</source>
        <translation>フライトを1行に1つ: コード、日付、テーブル</translation>
    </message>
    <message>
        <source>A player who bags in one flight may not play another</source>
        <translation>あるフライトでバッグしたプレイヤーは他のフライトに参加できない</translation>
    </message>
    <message>
        <source>A player may play several flights: the largest bag goes on</source>
        <translation>複数フライトに参加可: 最大のバッグが次へ進む</translation>
    </message>
    <message>
        <source>Save the flights</source>
        <translation>フライトを保存</translation>
    </message>
    <message>
        <source>Day 2</source>
        <translation>Day 2</translation>
    </message>
    <message>
        <source>Seats drawn at random</source>
        <translation>座席はランダム抽選</translation>
    </message>
    <message>
        <source>Stacks spread evenly over the tables</source>
        <translation>スタックを各テーブルに均等に配分</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座席</translation>
    </message>
    <message>
        <source>Give the flights&apos; busts places below Day 2&apos;s field</source>
        <translation>フライトでの敗退者に Day 2 進出者より下の順位を付ける</translation>
    </message>
    <message>
        <source>Form Day 2</source>
        <translation>Day 2 を編成</translation>
    </message>
    <message>
        <source>Start Day %1</source>
        <translation>Day %1 を開始</translation>
    </message>
    <message>
        <source>%1 players go on to Day 2 · tables of %3 needed: %2</source>
        <translation>%1 人が Day 2 へ · 必要な %3 人卓: %2</translation>
    </message>
    <message>
        <source>Cannot read the line “%1”: type a code, a date (YYYY-MM-DD) and tables (1-10)</source>
        <translation>行「%1」を読めません: コード、日付 (YYYY-MM-DD)、テーブル (1-10) を入力してください</translation>
    </message>
</context>
<context>
    <name>FloorRules</name>
    <message>
        <source>Break order: “%1” is not a table number.</source>
        <translation>ブレイク順: 「%1」はテーブル番号ではありません。</translation>
    </message>
    <message>
        <source>Floor rules changed; the hints follow them.</source>
        <translation>フロアルールを変更しました。ヒントはこれに従います。</translation>
    </message>
</context>
<context>
    <name>FloorRulesBox</name>
    <message>
        <source>Floor rules</source>
        <translation>フロアルール</translation>
    </message>
    <message>
        <source>player(s)</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Balance when tables differ by more than</source>
        <translation>テーブル間の人数差がこれを超えたらバランス</translation>
    </message>
    <message>
        <source>players short</source>
        <translation>人不足</translation>
    </message>
    <message>
        <source>Halt a table (TDA 11D) at</source>
        <translation>テーブルを止める (TDA 11D) 人数不足</translation>
    </message>
    <message>
        <source>only once an empty seat is due the big blind</source>
        <translation>空席がビッグブラインドの番になったときのみ</translation>
    </message>
    <message>
        <source>e.g. 5, 4, 3 (others: highest first)</source>
        <translation>例: 5, 4, 3 (他は番号の大きい順)</translation>
    </message>
    <message>
        <source>Break order (tables)</source>
        <translation>ブレイク順 (テーブル)</translation>
    </message>
    <message>
        <source>break the table with the fewest players first instead (ties: this order)</source>
        <translation>代わりに人数の最も少ないテーブルから解散（同数ならこの順）</translation>
    </message>
</context>
<context>
    <name>FloorRulesDialog</name>
    <message>
        <source>Floor rules</source>
        <translation>フロアルール</translation>
    </message>
</context>
<context>
    <name>HandHistoryActions</name>
    <message>
        <source>Hands played at a table…</source>
        <translation>テーブルで行われたハンド…</translation>
    </message>
    <message>
        <source>Ruling assistant…</source>
        <translation>裁定アシスタント…</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>データベースが開かれていません。</translation>
    </message>
    <message>
        <source>Hands played at table %1…</source>
        <translation>テーブル%1のハンド…</translation>
    </message>
    <message>
        <source>No database is open: no hands are stored.</source>
        <translation>データベースが開かれていません：ハンドは保存されていません。</translation>
    </message>
    <message>
        <source>No hand has been recorded in this tournament yet.</source>
        <translation>このトーナメントではまだハンドが記録されていません。</translation>
    </message>
    <message>
        <source>1 hand was recorded in this tournament; it was undone.</source>
        <translation>このトーナメントで1ハンドが記録されましたが、取り消されました。</translation>
    </message>
    <message>
        <source>%1 hands were recorded in this tournament; all were undone.</source>
        <translation>このトーナメントで%1ハンドが記録されましたが、すべて取り消されました。</translation>
    </message>
    <message>
        <source>This hand&apos;s history cannot be read: %1</source>
        <translation>このハンドの履歴を読み取れません：%1</translation>
    </message>
    <message>
        <source>Table %1, hand %2</source>
        <translation>テーブル%1、ハンド%2</translation>
    </message>
    <message>
        <source>level %1</source>
        <translation>レベル%1</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>ハンドをエクスポート</translation>
    </message>
    <message>
        <source>PHH hand history (*.phh)</source>
        <translation>PHHハンド履歴 (*.phh)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>エクスポートできません：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>保存しました：%1</translation>
    </message>
</context>
<context>
    <name>HandListDialog</name>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>ポット</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Replay step by step…</source>
        <translation>ステップごとに再生…</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>PHHをエクスポート…</translation>
    </message>
    <message>
        <source>Ruling assistant…</source>
        <translation>裁定アシスタント…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Hands played at table %1</source>
        <translation>テーブル%1のハンド</translation>
    </message>
    <message>
        <source>No hand has been recorded at table %1 yet.</source>
        <translation>テーブル%1ではまだハンドが記録されていません。</translation>
    </message>
    <message>
        <source>1 hand was recorded at table %1; it was undone.</source>
        <translation>テーブル%1で1ハンドが記録されましたが、取り消されました。</translation>
    </message>
    <message>
        <source>%2 hands were recorded at table %1; all were undone.</source>
        <translation>テーブル%1で%2ハンドが記録されましたが、すべて取り消されました。</translation>
    </message>
    <message>
        <source>1 hand stored for table %1. Enter replays it.</source>
        <translation>テーブル%1のハンドが1件保存されています。Enterで再生します。</translation>
    </message>
    <message>
        <source>%2 hands stored for table %1. Enter replays the selected hand.</source>
        <translation>テーブル%1のハンドが%2件保存されています。Enterで選んだハンドを再生します。</translation>
    </message>
    <message>
        <source>1 more was undone and is not listed.</source>
        <translation>ほかに1ハンドが取り消され、一覧にありません。</translation>
    </message>
    <message>
        <source>%1 more were undone and are not listed.</source>
        <translation>ほかに%1ハンドが取り消され、一覧にありません。</translation>
    </message>
</context>
<context>
    <name>HandReplay</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Forced bets posted</source>
        <translation>強制ベットを投入</translation>
    </message>
    <message>
        <source>Showdown: the pots are awarded</source>
        <translation>ショーダウン：ポットを分配</translation>
    </message>
    <message>
        <source>Cards dealt to %1</source>
        <translation>%1にカードを配布</translation>
    </message>
    <message>
        <source>Cards dealt to %1: %2</source>
        <translation>%1にカードを配布：%2</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>ボード：%1</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1がフォールド</translation>
    </message>
    <message>
        <source>%1 calls %2, all in</source>
        <translation>%1が%2をコール、オールイン</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1が%2をコール</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1がチェック</translation>
    </message>
    <message>
        <source>%1 posts the bring-in</source>
        <translation>%1がブリングインを投入</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1がスタンドパット</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1が%2枚ドロー</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1がマック</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1が%2を公開</translation>
    </message>
    <message>
        <source>%1 raises to %2, all in</source>
        <translation>%1が%2にレイズ、オールイン</translation>
    </message>
    <message>
        <source>%1 raises to %2</source>
        <translation>%1が%2にレイズ</translation>
    </message>
    <message>
        <source>%1 bets %2, all in</source>
        <translation>%1が%2をベット、オールイン</translation>
    </message>
    <message>
        <source>%1 bets %2</source>
        <translation>%1が%2をベット</translation>
    </message>
    <message>
        <source>Main pot %1 (%2)</source>
        <translation>メインポット%1（%2）</translation>
    </message>
    <message>
        <source>Side pot %3: %1 (%2)</source>
        <translation>サイドポット%3：%1（%2）</translation>
    </message>
    <message>
        <source>No pot yet</source>
        <translation>ポットはまだありません</translation>
    </message>
    <message>
        <source>%1 gets back an uncalled bet of %2</source>
        <translation>%1にコールされなかったベット%2を返却</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>メインポット</translation>
    </message>
    <message>
        <source>side pot %1</source>
        <translation>サイドポット%1</translation>
    </message>
    <message>
        <source>%1, high half</source>
        <translation>%1（ハイ側）</translation>
    </message>
    <message>
        <source>%1, low half</source>
        <translation>%1（ロー側）</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3</source>
        <translation>%1が%3から%2を獲得</translation>
    </message>
</context>
<context>
    <name>HandReplayDialog</name>
    <message>
        <source>Hand replay – %1</source>
        <translation>ハンド再生 – %1</translation>
    </message>
    <message>
        <source>The engine stops this hand early: %1</source>
        <translation>エンジンはこのハンドを途中で停止しました：%1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>ベット</translation>
    </message>
    <message>
        <source>In the hand</source>
        <translation>このハンドで投入</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>« First (Home)</source>
        <translation>« 最初（Home）</translation>
    </message>
    <message>
        <source>◀ Back (←)</source>
        <translation>◀ 戻る（←）</translation>
    </message>
    <message>
        <source>Next (→) ▶</source>
        <translation>次へ（→）▶</translation>
    </message>
    <message>
        <source>Last (End) »</source>
        <translation>最後（End）»</translation>
    </message>
    <message>
        <source>Ruling at this step…</source>
        <translation>このステップで裁定…</translation>
    </message>
    <message>
        <source>Export PHH…</source>
        <translation>PHHをエクスポート…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>ボード：%1</translation>
    </message>
    <message>
        <source>Hand over: the pots are awarded</source>
        <translation>ハンド終了：ポットを分配しました</translation>
    </message>
    <message>
        <source>In the middle: %1</source>
        <translation>場に：%1</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>フォールド</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>オールイン</translation>
    </message>
    <message>
        <source>to show</source>
        <translation>公開の番</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>アクションの番</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>That tournament is no longer in the database.</source>
        <translation>その大会はもうデータベースにありません。</translation>
    </message>
    <message>
        <source>That season is no longer in the database.</source>
        <translation>そのシーズンはもうデータベースにありません。</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>シーズンに名前を付けてください。</translation>
    </message>
    <message>
        <source>This station is read-only: seasons cannot be saved.</source>
        <translation>この端末は読み取り専用です。シーズンは保存できません。</translation>
    </message>
    <message>
        <source>There is already a season called “%1”.</source>
        <translation>「%1」という名前のシーズンは既にあります。</translation>
    </message>
    <message>
        <source>The file is not a JSON document (%1).</source>
        <translation>このファイルは JSON 文書ではありません (%1)。</translation>
    </message>
    <message>
        <source>The file is not a pokerfloor tournament export.</source>
        <translation>このファイルは pokerfloor の大会エクスポートではありません。</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Could not export: %1</source>
        <translation>エクスポートできません：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>保存しました：%1</translation>
    </message>
    <message>
        <source>No database is open: there is no history to show.</source>
        <translation>データベースが開かれていません。表示する履歴はありません。</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>Export tournament</source>
        <translation>大会をエクスポート</translation>
    </message>
    <message>
        <source>No hand histories are stored for this tournament yet.</source>
        <translation>この大会のハンド履歴はまだ保存されていません。</translation>
    </message>
    <message>
        <source>Export hands</source>
        <translation>ハンドをエクスポート</translation>
    </message>
    <message>
        <source>PHH hand histories (*.phhs *.phh)</source>
        <translation>PHH ハンド履歴 (*.phhs *.phh)</translation>
    </message>
    <message>
        <source>Import tournament</source>
        <translation>大会をインポート</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>The tournament was not imported, nothing changed: %1</source>
        <translation>大会はインポートされず、何も変更されていません: %1</translation>
    </message>
    <message>
        <source>“%1” is imported as a new tournament and shown now.</source>
        <translation>「%1」を新しい大会としてインポートし、表示しています。</translation>
    </message>
</context>
<context>
    <name>HistoryDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
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
        <translation>データベースファイルが破損しています</translation>
    </message>
    <message>
        <source>pokerfloor closes this event: nothing was recorded in the file since it was opened. Open a backup copy of the event.</source>
        <translation>pokerfloor はこのトーナメントを閉じます。開いてからファイルには何も記録されていません。トーナメントのバックアップコピーを開いてください。</translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Players left</source>
        <translation>残りプレイヤー</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>平均スタック</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>賞金総額</translation>
    </message>
    <message>
        <source>Where do I sit?</source>
        <translation>私の席は？</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>お名前</translation>
    </message>
    <message>
        <source>Recent moves</source>
        <translation>最近の移動</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>配当</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>次: %1</translation>
    </message>
    <message>
        <source>Next game: %1</source>
        <translation>次のゲーム: %1</translation>
    </message>
    <message>
        <source>Next break in %1</source>
        <translation>次の休憩まで %1</translation>
    </message>
    <message>
        <source>Table %1 · Seat %2</source>
        <translation>テーブル %1 · 席 %2</translation>
    </message>
    <message>
        <source>Payouts not set yet</source>
        <translation>配当はまだ未設定</translation>
    </message>
    <message>
        <source>Nobody is out yet</source>
        <translation>まだ脱落者はいません</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>まだ移動はありません</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Left to play for</source>
        <translation>勝者が受け取る残り</translation>
    </message>
    <message>
        <source>Names are not shown: ask the floor.</source>
        <translation>名前は表示されません：フロアにお尋ねください。</translation>
    </message>
    <message>
        <source>No seated player by that name</source>
        <translation>その名前の着席プレイヤーはいません</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>更新 %1</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>再接続中…</translation>
    </message>
    <message>
        <source>This link has expired: scan the code on the clock screen.</source>
        <translation>このリンクは無効になりました。時計画面のコードを読み取ってください。</translation>
    </message>
    <message>
        <source>Cannot share on %1 port %2: %3. Pick another port or network.</source>
        <translation>%1 のポート %2 で共有できません: %3。別のポートかネットワークを選んでください。</translation>
    </message>
    <message>
        <source>Share live view…</source>
        <translation>ライブビューを共有…</translation>
    </message>
    <message>
        <source>Serve a read-only page with the clock and seats to phones in the room</source>
        <translation>時計と座席を表示する閲覧専用ページを会場のスマートフォンに配信します</translation>
    </message>
    <message>
        <source>Staff on phones…</source>
        <translation>スタッフ用スマホ…</translation>
    </message>
    <message>
        <source>Give floor staff a link to record busts and counts from their phones</source>
        <translation>フロアスタッフにリンクを渡し、スマホから脱落とチップカウントを記録してもらいます</translation>
    </message>
    <message>
        <source>Live view: %1</source>
        <translation>ライブ表示: %1</translation>
    </message>
    <message>
        <source>Live view not shared again: %1</source>
        <translation>ライブビューを再共有できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>MoneyActions</name>
    <message>
        <source>The seats are entered in “%1”, shown now (Undo takes them out).</source>
        <translation>シートは「%1」に登録され、いま表示しています (元に戻すで取り消せます)。</translation>
    </message>
    <message>
        <source>Every bounty is assigned.</source>
        <translation>すべてのバウンティが割り当て済みです。</translation>
    </message>
    <message>
        <source>Assign a bounty</source>
        <translation>バウンティを割り当てる</translation>
    </message>
    <message>
        <source>Whose bounty?</source>
        <translation>誰のバウンティ？</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Who busted them?</source>
        <translation>誰が飛ばしましたか？</translation>
    </message>
    <message>
        <source>Assign</source>
        <translation>割り当て</translation>
    </message>
    <message>
        <source>Select a player who won a prize in the payouts list first.</source>
        <translation>先に配当一覧で入賞者を選んでください。</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>%1 levels, %2 breaks, %3 h in all, starting stack %4</source>
        <translation>%1 レベル、休憩 %2 回、合計 %3 時間、スタートスタック %4</translation>
    </message>
    <message>
        <source>The structure “%1” has %2 problem(s):</source>
        <translation>ストラクチャー「%1」に %2 件の問題があります：</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>新規トーナメント</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>トーナメント</translation>
    </message>
    <message>
        <source>e.g. Friday Night Hold&apos;em</source>
        <translation>例：金曜ナイト ホールデム</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>通貨</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>1 卓の席数</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>バイイン</translation>
    </message>
    <message>
        <source>Buy-in (prize pool)</source>
        <translation>バイイン（賞金へ）</translation>
    </message>
    <message>
        <source>Fee (house)</source>
        <translation>手数料（ハウス）</translation>
    </message>
    <message>
        <source>Bounty on each head</source>
        <translation>1 人あたりのバウンティ</translation>
    </message>
    <message>
        <source>Fixed: the eliminator gets the whole bounty</source>
        <translation>固定：脱落させた人がバウンティ全額を獲得</translation>
    </message>
    <message>
        <source>Progressive knockout (PKO)</source>
        <translation>プログレッシブノックアウト（PKO）</translation>
    </message>
    <message>
        <source>Bounty kind</source>
        <translation>バウンティの種類</translation>
    </message>
    <message>
        <source>PKO: share added to the eliminator&apos;s head</source>
        <translation>PKO：脱落させた人の賞金首に加算する割合</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>スタートスタック</translation>
    </message>
    <message>
        <source>none (freezeout)</source>
        <translation>なし（フリーズアウト）</translation>
    </message>
    <message>
        <source>Re-entries per player</source>
        <translation>1 人あたりのリエントリー回数</translation>
    </message>
    <message>
        <source>only before the start</source>
        <translation>開始前のみ</translation>
    </message>
    <message>
        <source>Late registration until level</source>
        <translation>レイトレジ可能なレベル（まで）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Guaranteed prize pool</source>
        <translation>保証賞金</translation>
    </message>
    <message>
        <source>Rebuys and add-on</source>
        <translation>リバイとアドオン</translation>
    </message>
    <message>
        <source>no rebuys</source>
        <translation>リバイなし</translation>
    </message>
    <message>
        <source>Rebuys per player</source>
        <translation>1 人あたりのリバイ回数</translation>
    </message>
    <message>
        <source>Rebuy cost</source>
        <translation>リバイ料金</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>リバイのチップ</translation>
    </message>
    <message>
        <source>Rebuys until level</source>
        <translation>リバイ可能なレベル（まで）</translation>
    </message>
    <message>
        <source>Rebuys taken</source>
        <translation>リバイの受付</translation>
    </message>
    <message>
        <source>Rebuy only with a stack of at most</source>
        <translation>リバイできるスタックの上限</translation>
    </message>
    <message>
        <source>Add-on cost</source>
        <translation>アドオン料金</translation>
    </message>
    <message>
        <source>no add-on</source>
        <translation>アドオンなし</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>アドオンのチップ</translation>
    </message>
    <message>
        <source>Add-on until level</source>
        <translation>アドオン可能なレベル（まで）</translation>
    </message>
    <message>
        <source>during levels 1 to that level and its break</source>
        <translation>レベル1からそのレベルとその休憩まで</translation>
    </message>
    <message>
        <source>only at the break after that level</source>
        <translation>そのレベル後の休憩のみ</translation>
    </message>
    <message>
        <source>Add-ons taken</source>
        <translation>アドオンの受付</translation>
    </message>
    <message>
        <source>2 allows the double add-on</source>
        <translation>2でダブルアドオン可</translation>
    </message>
    <message>
        <source>Add-ons per player</source>
        <translation>1人あたりのアドオン数</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rules settings…</source>
        <translation>ルール設定…</translation>
    </message>
    <message>
        <source>Create tournament</source>
        <translation>トーナメントを作成</translation>
    </message>
    <message>
        <source>A player pays %1 %2 per entry.</source>
        <translation>1 エントリーあたりの支払い：%1 %2</translation>
    </message>
    <message>
        <source>Give the tournament a name.</source>
        <translation>トーナメント名を入力してください。</translation>
    </message>
    <message>
        <source>The currency is a three-letter code such as EUR or USD.</source>
        <translation>通貨は EUR や USD のような 3 文字のコードです。</translation>
    </message>
    <message>
        <source>Choose a structure.</source>
        <translation>ストラクチャーを選んでください。</translation>
    </message>
    <message>
        <source>The new tournament was not confirmed.</source>
        <translation>新しいトーナメントは確定されていません。</translation>
    </message>
</context>
<context>
    <name>NoticeLine</name>
    <message>
        <source>Winner: %1</source>
        <translation>優勝: %1</translation>
    </message>
    <message>
        <source>%1 of %2 players left</source>
        <translation>残り %1 / %2 人</translation>
    </message>
    <message>
        <source>Average stack %1</source>
        <translation>平均スタック %1</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>賞金総額 %1</translation>
    </message>
</context>
<context>
    <name>OpenTournamentDialog</name>
    <message>
        <source>Open tournament</source>
        <translation>トーナメントを開く</translation>
    </message>
    <message>
        <source>Choose the tournament to run (newest first):</source>
        <translation>運営するトーナメントを選択（新しい順）：</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>トーナメント</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>終了日時</translation>
    </message>
    <message>
        <source>%1 (on screen)</source>
        <translation>%1（表示中）</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
</context>
<context>
    <name>PayoutTableBox</name>
    <message>
        <source>Fill from a payout table</source>
        <translation>配当表から入力</translation>
    </message>
    <message>
        <source>Standard (1st about 30% when ten are paid)</source>
        <translation>標準（10位まで支払いで1位が約30%）</translation>
    </message>
    <message>
        <source>Steep, TDA / WSOP-like (1st about 34%)</source>
        <translation>急勾配・TDA/WSOP型（1位 約34%）</translation>
    </message>
    <message>
        <source>Flat, club (1st about 22%)</source>
        <translation>フラット・クラブ型（1位 約22%）</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>カーブ</translation>
    </message>
    <message>
        <source>By the number of entries</source>
        <translation>エントリー数に応じて</translation>
    </message>
    <message>
        <source>Percentage of the field</source>
        <translation>参加者の割合</translation>
    </message>
    <message>
        <source>Fixed number of places</source>
        <translation>固定の入賞数</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>入賞数</translation>
    </message>
    <message>
        <source>Standard (buy-in + fee or 1.5 × buy-in)</source>
        <translation>標準（バイイン＋手数料 または バイインの1.5倍）</translation>
    </message>
    <message>
        <source>Min cash</source>
        <translation>ミニマムキャッシュ</translation>
    </message>
    <message>
        <source>Round each prize to</source>
        <translation>各賞金の丸め単位</translation>
    </message>
    <message>
        <source>Rounding: the units left after rounding down go to the places with the largest fractions (the better place first); cents below one unit go to 1st place.</source>
        <translation>丸め：切り捨て後に残った単位は端数の大きい順位へ（上位を優先）、1単位未満の端数は1位へ。</translation>
    </message>
    <message>
        <source>Follow the prize pool with this table</source>
        <translation>この配当表で賞金プールに追従する</translation>
    </message>
    <message>
        <source>Checked: the prizes are worked out again by this table as entries, re-entries and add-ons come in (until locked or the bubble). Unchecked, or a prize changed by hand: the amounts stay fixed.</source>
        <translation>チェックあり：エントリー、リエントリー、アドオンが入るたびにこの配当表で賞金を計算し直します（ロックまたはバブルまで）。チェックなし、または賞金を手で変更した場合：金額は固定されます。</translation>
    </message>
    <message>
        <source>Fill the places with this table</source>
        <translation>この配当表で入力</translation>
    </message>
</context>
<context>
    <name>PayoutsDialog</name>
    <message>
        <source>Edit payouts</source>
        <translation>配当を編集</translation>
    </message>
    <message>
        <source>Prize for each place, 1st first (%1). Prize pool: %2</source>
        <translation>各順位の賞金、1 位から（%1）。賞金総額：%2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>Add a place</source>
        <translation>順位を追加</translation>
    </message>
    <message>
        <source>Remove the last place</source>
        <translation>最後の順位を削除</translation>
    </message>
    <message>
        <source>Set payouts</source>
        <translation>配当を設定</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>合計：%1</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <source>Recalculate payouts</source>
        <translation>配当を再計算</translation>
    </message>
    <message>
        <source>Share the prize pool by the standard payout table for this field</source>
        <translation>この参加人数の標準配当表で賞金総額を分配</translation>
    </message>
    <message>
        <source>Edit payouts…</source>
        <translation>配当を編集…</translation>
    </message>
    <message>
        <source>Deal…</source>
        <translation>ディール…</translation>
    </message>
    <message>
        <source>The remaining players split the prizes (ICM, chip chop or even)</source>
        <translation>残りのプレイヤーで賞金を分配（ICM、チップチョップ、均等）</translation>
    </message>
    <message>
        <source>Pay out selected</source>
        <translation>選択したプレイヤーに支払う</translation>
    </message>
    <message>
        <source>Select a finished player in the list, then pay them their prize</source>
        <translation>一覧で順位が確定したプレイヤーを選び、賞金を支払う</translation>
    </message>
    <message>
        <source>Lock payouts</source>
        <translation>配当を固定</translation>
    </message>
    <message>
        <source>Until locked (or the bubble), recalculated payouts follow the prize pool</source>
        <translation>固定（またはバブル）まで、配当は賞金総額に合わせて再計算されます</translation>
    </message>
    <message>
        <source>Satellite…</source>
        <translation>サテライト…</translation>
    </message>
    <message>
        <source>Pay seats of a target event instead of places, the remainder in cash</source>
        <translation>順位の代わりに対象イベントのシートを払い、残額は現金で</translation>
    </message>
    <message>
        <source>Enter seats in target event</source>
        <translation>対象イベントにシートを登録</translation>
    </message>
    <message>
        <source>The seat winners selected (none: all of them) are registered and bought in in the target event</source>
        <translation>選んだシート獲得者 (未選択なら全員) を対象イベントに登録し、バイインします</translation>
    </message>
    <message>
        <source>Assign bounty…</source>
        <translation>バウンティを割り当て…</translation>
    </message>
    <message>
        <source>A player busted without a named eliminator: say who collects the bounty</source>
        <translation>飛ばした人が未指定のプレイヤー：バウンティを受け取る人を指定</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>Standard payout table</source>
        <translation>標準の配当表</translation>
    </message>
    <message>
        <source>Steep payout table</source>
        <translation>傾斜の大きい配当表</translation>
    </message>
    <message>
        <source>Flat payout table</source>
        <translation>フラットな配当表</translation>
    </message>
    <message>
        <source>%1, prizes in units of %2</source>
        <translation>%1、賞金は %2 単位</translation>
    </message>
    <message>
        <source>locked as it is.</source>
        <translation>現在の金額でロック中。</translation>
    </message>
    <message>
        <source>they follow the prize pool until the bubble.</source>
        <translation>バブルまで賞金プールに追従します。</translation>
    </message>
    <message>
        <source>Satellite to %1 · prize pool %2: %3.</source>
        <translation>%1 へのサテライト · プライズプール %2: %3。</translation>
    </message>
    <message>
        <source>Seats won — the satellite is over.</source>
        <translation>シート獲得 — サテライトは終了しました。</translation>
    </message>
    <message>
        <source>The seats follow the prize pool; play stops when as many players are left as seats.</source>
        <translation>シート数はプライズプールに従います。残り人数がシート数と同じになるとプレーは止まります。</translation>
    </message>
    <message>
        <source>Prize pool %1. No payouts yet: press “Recalculate payouts” or “Edit payouts…”.</source>
        <translation>賞金総額 %1。配当はまだありません：「配当を再計算」または「配当を編集…」を押してください。</translation>
    </message>
    <message>
        <source>Prize pool %1 · %2 places paid.</source>
        <translation>賞金総額 %1 · 入賞 %2 名。</translation>
    </message>
    <message>
        <source>To pay a player, select their line and press “Pay out selected”.</source>
        <translation>支払うには行を選び「選択したプレイヤーに支払う」を押してください。</translation>
    </message>
    <message>
        <source>Unlock payouts</source>
        <translation>配当の固定を解除</translation>
    </message>
</context>
<context>
    <name>PlanDialog</name>
    <message>
        <source>Announce these moves, then confirm:</source>
        <translation>以下の移動をアナウンスしてから確定してください：</translation>
    </message>
    <message>
        <source>Confirm moves</source>
        <translation>移動を確定</translation>
    </message>
</context>
<context>
    <name>PlayerActions</name>
    <message>
        <source>Select a player in the list first.</source>
        <translation>先に一覧でプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Select the busted player(s) in the list first.</source>
        <translation>先に一覧で脱落したプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Rebuy or bust?</source>
        <translation>リバイ or 脱落？</translation>
    </message>
    <message>
        <source>Rebuys are open: does the player rebuy, or is he out?</source>
        <translation>リバイ受付中：プレイヤーはリバイしますか、それとも脱落ですか？</translation>
    </message>
    <message>
        <source>Rebuy (a new stack)</source>
        <translation>リバイ（新しいスタック）</translation>
    </message>
    <message>
        <source>Bust (out of the event)</source>
        <translation>脱落（イベント終了）</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記録</translation>
    </message>
</context>
<context>
    <name>PlayerDatabaseDialog</name>
    <message>
        <source>Player database</source>
        <translation>プレイヤーデータベース</translation>
    </message>
    <message>
        <source>Search by name (accents and case ignored)</source>
        <translation>名前で検索 (アクセントと大文字小文字は無視)</translation>
    </message>
    <message>
        <source>Merge the two selected…</source>
        <translation>選択した2件を統合…</translation>
    </message>
    <message>
        <source>Import players from CSV…</source>
        <translation>CSVからプレイヤーを取り込む…</translation>
    </message>
    <message>
        <source>Register + buy in the selected</source>
        <translation>選択した選手を登録＋購入</translation>
    </message>
    <message>
        <source>Enter every selected player in this event: one action, one undo step</source>
        <translation>選択した全選手をこのイベントに登録: 1操作、取り消し1回</translation>
    </message>
    <message>
        <source>No photo</source>
        <translation>写真なし</translation>
    </message>
    <message>
        <source>Choose photo…</source>
        <translation>写真を選ぶ…</translation>
    </message>
    <message>
        <source>Remove photo</source>
        <translation>写真を削除</translation>
    </message>
    <message>
        <source>Notes (optional): anything the floor should know</source>
        <translation>メモ (任意): フロアが知っておくべきこと</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>メモを保存</translation>
    </message>
    <message>
        <source>%1 tournament(s)</source>
        <translation>%1 トーナメント</translation>
    </message>
    <message>
        <source>%1 of %2 people</source>
        <translation>%2 人中 %1 人</translation>
    </message>
    <message>
        <source>Register + buy in the %1 selected</source>
        <translation>選択した %1 人を登録＋購入</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>メモを保存しました。</translation>
    </message>
    <message>
        <source>Photo</source>
        <translation>写真</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>%1 is not an image of at most 2 MB.</source>
        <translation>%1 は2 MB以下の画像ではありません。</translation>
    </message>
    <message>
        <source>Photo saved.</source>
        <translation>写真を保存しました。</translation>
    </message>
    <message>
        <source>Photo removed.</source>
        <translation>写真を削除しました。</translation>
    </message>
    <message>
        <source>Select the two records of the same person.</source>
        <translation>同じ人の2件を選択してください。</translation>
    </message>
    <message>
        <source>Keep “%1” (%2 tournament(s))</source>
        <translation>「%1」を残す (%2 トーナメント)</translation>
    </message>
    <message>
        <source>Merge duplicates</source>
        <translation>重複を統合</translation>
    </message>
    <message>
        <source>These are one person. Which name is kept? The tournaments of both move to it.</source>
        <translation>同一人物です。どちらの名前を残しますか？ 両方のトーナメントがそちらに移ります。</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>統合</translation>
    </message>
    <message>
        <source>“%1” merged into “%2”: %3 tournament(s) moved.</source>
        <translation>「%1」を「%2」に統合しました: %3 トーナメントを移動。</translation>
    </message>
    <message>
        <source>%1 player(s) registered and bought in (one undo step).</source>
        <translation>%1 人を登録・購入しました（取り消し1回）。</translation>
    </message>
    <message>
        <source>%1 player(s) added.</source>
        <translation>%1 人を追加しました。</translation>
    </message>
    <message>
        <source>No database is open: there is no player database.</source>
        <translation>データベースが開かれていません: プレイヤーデータベースはありません。</translation>
    </message>
</context>
<context>
    <name>PlayerFilter</name>
    <message>
        <source>busted</source>
        <translation>バスト</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>飛び</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>敗退</translation>
    </message>
</context>
<context>
    <name>PlayerHistoryDialog</name>
    <message>
        <source>Player history</source>
        <translation>プレイヤー履歴</translation>
    </message>
    <message>
        <source>Type part of a name to find a player</source>
        <translation>名前の一部を入力してプレイヤーを検索</translation>
    </message>
    <message>
        <source>Choose a player on the left.</source>
        <translation>左の一覧からプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>支払額</translation>
    </message>
    <message>
        <source>Export every player&apos;s statistics (CSV)…</source>
        <translation>全プレイヤーの統計をエクスポート (CSV)…</translation>
    </message>
    <message>
        <source>Export every player&apos;s statistics (JSON)…</source>
        <translation>全プレイヤーの統計をエクスポート (JSON)…</translation>
    </message>
    <message>
        <source>%1 (seat from %2)</source>
        <translation>%1 (%2 のシート)</translation>
    </message>
    <message>
        <source>Seat: %1</source>
        <translation>シート: %1</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 人中 %1</translation>
    </message>
    <message>
        <source>Nobody in the player database matches “%1”.</source>
        <translation>プレイヤーデータベースに「%1」に一致する人はいません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has not played a tournament yet.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; はまだ大会に参加していません。</translation>
    </message>
    <message>
        <source>Events %1 · Wins %2 · Cashes %3 (in the money %4%) · Best place %5</source>
        <translation>参加 %1 · 優勝 %2 · 入賞 %3 (入賞率 %4%) · 最高順位 %5</translation>
    </message>
    <message>
        <source>Won %1 · Paid in %2 · Net %3 · Knockouts %4</source>
        <translation>獲得 %1 · 支払 %2 · 収支 %3 · ノックアウト %4</translation>
    </message>
    <message>
        <source>Export player statistics</source>
        <translation>プレイヤー統計をエクスポート</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <source>New player&apos;s name</source>
        <translation>新しいプレイヤーの名前</translation>
    </message>
    <message>
        <source>Register + buy in</source>
        <translation>登録＋バイイン</translation>
    </message>
    <message>
        <source>Search: part of a name, t3 for table 3, or a status</source>
        <translation>検索：名前の一部、t3 でテーブル 3、またはステータス</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>席をドロー</translation>
    </message>
    <message>
        <source>Random seats for every bought-in player without one</source>
        <translation>席のない全エントリー済みプレイヤーにランダムな席</translation>
    </message>
    <message>
        <source>Bust out selected (Del)</source>
        <translation>選択したプレイヤーを脱落（Del）</translation>
    </message>
    <message>
        <source>Select every player busted in the same hand; they are ranked by their stacks</source>
        <translation>同じハンドで脱落した全員を選択（スタック順に順位付け）</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>リバイ</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>アドオン</translation>
    </message>
    <message>
        <source>An add-on for each selected player: one action, one undo step</source>
        <translation>選択した各選手にアドオン: 1操作、取り消し1回</translation>
    </message>
    <message>
        <source>Double add-on</source>
        <translation>ダブルアドオン</translation>
    </message>
    <message>
        <source>Two add-ons at once for the selected player: one action, one undo step</source>
        <translation>選択したプレイヤーにアドオン2回分を一度に：1つの操作、1回の取り消し</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>リエントリー</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name (exports and player database too)</source>
        <translation>選択した選手の名前を訂正（エクスポートと選手データベースも）</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>チップカウント…</translation>
    </message>
    <message>
        <source>Count the selected players, or everybody when nobody is selected (Ctrl+K)</source>
        <translation>選択したプレイヤー（未選択なら全員）をカウント（Ctrl+K）</translation>
    </message>
</context>
<context>
    <name>PrintActions</name>
    <message>
        <source>Select one player in the players list first.</source>
        <translation>先にプレイヤー一覧でプレイヤーを1人選択してください。</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Table %1, Seat %2</source>
        <translation>テーブル %1・シート %2</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>%1 players · %2 chips · average %3</source>
        <translation>%1 人 · %2 チップ · 平均 %3</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国</translation>
    </message>
    <message>
        <source>Table-Seat</source>
        <translation>テーブル-席</translation>
    </message>
    <message>
        <source>Alphabetical</source>
        <translation>名前順</translation>
    </message>
    <message>
        <source>Flight %1</source>
        <translation>フライト %1</translation>
    </message>
    <message>
        <source>Chips %1</source>
        <translation>チップ %1</translation>
    </message>
    <message>
        <source>Bag %1</source>
        <translation>袋 %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 人</translation>
    </message>
    <message>
        <source>Seating chart</source>
        <translation>座席表</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>ゲームとステークス</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>ストラクチャー</translation>
    </message>
    <message>
        <source>Prize pool %1</source>
        <translation>賞金総額 %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>配当</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>pokerfloor could not write %1: %2. Choose a folder you can write to.</source>
        <translation>pokerfloor は %1 を書き込めませんでした: %2。書き込めるフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>nothing was written (is the disk full?)</source>
        <translation>何も書き込まれませんでした（ディスクがいっぱいではありませんか？）</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation>ノックアウト</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>バウンティ</translation>
    </message>
    <message>
        <source>still in</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 · Prize pool %2 · %3 entries</source>
        <translation>%1 · 賞金総額 %2 · エントリー %3</translation>
    </message>
    <message>
        <source>Colour up %1</source>
        <translation>カラーアップ %1</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>カラーアップ</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>Starts: hours and minutes after the start of play, if the clock is never paused.</source>
        <translation>開始：プレイ開始からの時間（時:分）。時計を一度も止めない場合。</translation>
    </message>
    <message>
        <source>Table %1 · Seat %2</source>
        <translation>テーブル %1 · シート %2</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>バイイン</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>リエントリー</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>リバイ</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>アドオン</translation>
    </message>
    <message>
        <source>Printed %1</source>
        <translation>印刷日時 %1</translation>
    </message>
    <message>
        <source>Received by (signature)</source>
        <translation>受領者（署名）</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>フライト</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>バッグ</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>チップカウント</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>賞金総額</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手数料</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>バウンティ</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>支払額</translation>
    </message>
    <message>
        <source>Receipt: buy-in</source>
        <translation>領収書：バイイン</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Recorded as paid</source>
        <translation>支払済みとして記録</translation>
    </message>
    <message>
        <source>Not yet recorded as paid</source>
        <translation>まだ支払済みとして記録されていません</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Prize received</source>
        <translation>受け取った賞金</translation>
    </message>
    <message>
        <source>In the event&apos;s records</source>
        <translation>大会の記録</translation>
    </message>
    <message>
        <source>Receipt: prize</source>
        <translation>領収書：賞金</translation>
    </message>
</context>
<context>
    <name>QrBadge</name>
    <message>
        <source>Live view on your phone</source>
        <translation>スマホでライブ表示</translation>
    </message>
</context>
<context>
    <name>Registration</name>
    <message>
        <source>No: “%1” is a new player</source>
        <translation>いいえ:「%1」は新しいプレイヤー</translation>
    </message>
    <message>
        <source>Did you mean…?</source>
        <translation>もしかして…？</translation>
    </message>
    <message>
        <source>“%1” is close to a player already in the database. Register that player, or a new one?</source>
        <translation>「%1」はデータベースにいるプレイヤーと似ています。そのプレイヤーを登録しますか、それとも新しいプレイヤーですか？</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>登録</translation>
    </message>
    <message>
        <source> at table %1, seat %2</source>
        <translation>、テーブル %1 シート %2</translation>
    </message>
    <message>
        <source>Re-entry for “%1” (%2)</source>
        <translation>「%1」のリエントリー（%2）</translation>
    </message>
    <message>
        <source>A second player named “%1”</source>
        <translation>同名の別の選手「%1」</translation>
    </message>
    <message>
        <source>Already in this event</source>
        <translation>すでにこのイベントにいます</translation>
    </message>
    <message>
        <source>This event already has %1. Is this a re-entry, or a second player with the same name?</source>
        <translation>このイベントにはすでに %1 がいます。リエントリーですか、それとも同名の別の選手ですか？</translation>
    </message>
</context>
<context>
    <name>Rehearsal</name>
    <message>
        <source>Lines: the median run. Shaded: from 10 % to 90 % of the runs.</source>
        <translation>線: 中央値の回。網掛け: 全回の 10 %～90 % の範囲。</translation>
    </message>
    <message>
        <source>Day %1 %2</source>
        <translation>%1日目 %2</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>残りプレイヤー</translation>
    </message>
    <message>
        <source>players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Tables running (dealers needed)</source>
        <translation>稼働テーブル（必要なディーラー）</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Average stack in big blinds, by level</source>
        <translation>レベルごとの平均スタック（BB換算）</translation>
    </message>
    <message>
        <source>level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>big blinds</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>Rehearsal</source>
        <translation>リハーサル</translation>
    </message>
    <message>
        <source>%1 runs each; median, and below it the 10-90 % band of the runs</source>
        <translation>各 %1 回; 中央値と、その下に全回の 10-90 % の範囲</translation>
    </message>
    <message>
        <source>Dealers needed in each hour of play</source>
        <translation>プレイ時間ごとの必要ディーラー数</translation>
    </message>
    <message>
        <source>from</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提</translation>
    </message>
</context>
<context>
    <name>RehearsalDialog</name>
    <message>
        <source>Rehearse this event</source>
        <translation>このイベントをリハーサル</translation>
    </message>
    <message>
        <source>The event as planned</source>
        <translation>計画どおりのイベント</translation>
    </message>
    <message>
        <source>From now: real seats, stacks, clock</source>
        <translation>現在から：実際の席・スタック・時計</translation>
    </message>
    <message>
        <source>Rehearse</source>
        <translation>リハーサル</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>比較対象</translation>
    </message>
    <message>
        <source>to</source>
        <translation>〜</translation>
    </message>
    <message>
        <source>Players expected</source>
        <translation>想定プレイヤー数</translation>
    </message>
    <message>
        <source>re-entries included</source>
        <translation>リエントリーを含む</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>数え方</translation>
    </message>
    <message>
        <source>Elite / high roller</source>
        <translation>エリート / ハイローラー</translation>
    </message>
    <message>
        <source>Festival regulars</source>
        <translation>フェスティバルの常連</translation>
    </message>
    <message>
        <source>Local re-entry crowd</source>
        <translation>地元のリエントリー層</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>参加者層</translation>
    </message>
    <message>
        <source>Late registration until level</source>
        <translation>レイトレジ締切レベル</translation>
    </message>
    <message>
        <source>Busted players who re-enter</source>
        <translation>リエントリーする脱落者</translation>
    </message>
    <message>
        <source>Entries per player at most</source>
        <translation>1人あたり最大エントリー数</translation>
    </message>
    <message>
        <source>Seats per table</source>
        <translation>テーブルあたりの席数</translation>
    </message>
    <message>
        <source>Entries paid</source>
        <translation>入賞エントリー</translation>
    </message>
    <message>
        <source>Hold&apos;em hands per hour</source>
        <translation>ホールデムの1時間あたりハンド数</translation>
    </message>
    <message>
        <source>Stud, razz and draw hands per hour</source>
        <translation>スタッド・ラズ・ドローの1時間あたりハンド数</translation>
    </message>
    <message>
        <source>hand for hand</source>
        <translation>ハンド・フォー・ハンド</translation>
    </message>
    <message>
        <source>Bubble played</source>
        <translation>バブルのプレイ</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>straight through; e.g. 12:00 L10, 12:00 L20, 14:00</source>
        <translation>通しで実施。例: 12:00 L10, 12:00 L20, 14:00</translation>
    </message>
    <message>
        <source>Each day: its start, then L and the last level of the day or P and the players left to stop at; the last day plays to the end. The first day&apos;s start replaces Start.</source>
        <translation>各日: 開始時刻、続けて L とその日の最終レベル、または P と終了する残り人数。最終日は最後まで行います。初日の開始時刻が「開始」に代わります。</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日程</translation>
    </message>
    <message>
        <source>one field; e.g. 1A 12:00 180, 1B +1 12:00 150</source>
        <translation>単一フィールド。例: 1A 12:00 180, 1B +1 12:00 150</translation>
    </message>
    <message>
        <source>Starting flights, each its own field bagged at the end of Day 1 and brought together on Day 2: the code, +N dates after the first flight, the start and the entries (a range: 150-170). The entries above are then not used; the days are needed.</source>
        <translation>スタートフライト。各フライトは独立したフィールドで、Day 1 の終わりにバッグし Day 2 で合流します: コード、最初のフライトから +N 日、開始時刻、エントリー数（範囲: 150-170）。上のエントリー数は使われません。日程の指定が必要です。</translation>
    </message>
    <message>
        <source>Flights</source>
        <translation>フライト</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行回数</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>最初のシード</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>PDFレポートを保存…</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%m 回中 %v 回</translation>
    </message>
    <message>
        <source>Set the plan and press Rehearse.</source>
        <translation>計画を設定して「リハーサル」を押してください。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>By day and level</source>
        <translation>日別・レベル別</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>残りプレイヤー</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Stack per level</source>
        <translation>レベルごとのスタック</translation>
    </message>
    <message>
        <source>Rehearsing… the console stays usable meanwhile.</source>
        <translation>リハーサル中…その間もコンソールは使えます。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Done: %1 runs.</source>
        <translation>完了: %1 回。</translation>
    </message>
    <message>
        <source>Save the rehearsal report</source>
        <translation>リハーサルレポートを保存</translation>
    </message>
</context>
<context>
    <name>RenameDialog</name>
    <message>
        <source>Rename a player</source>
        <translation>選手名の変更</translation>
    </message>
    <message>
        <source>New name for “%1” (in this event, its exports and the player database):</source>
        <translation>「%1」の新しい名前（このイベント、エクスポート、選手データベース）:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Select the one player to rename in the list first.</source>
        <translation>先に名前を変更する選手をリストで1人選んでください。</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results — %1</source>
        <translation>結果 — %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>賞金</translation>
    </message>
    <message>
        <source>Knockouts</source>
        <translation>ノックアウト</translation>
    </message>
    <message>
        <source>Bounties won</source>
        <translation>獲得バウンティ</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>エントリー</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>リバイ</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>アドオン</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>支払額</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON をエクスポート…</translation>
    </message>
    <message>
        <source>%1 players · %2 finished · prizes %3 · bounties %4</source>
        <translation>%1 人 · 順位確定 %2 · 賞金 %3 · バウンティ %4</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>結果をエクスポート</translation>
    </message>
</context>
<context>
    <name>RotationRow</name>
    <message>
        <source>with each level</source>
        <translation>レベルごと</translation>
    </message>
    <message>
        <source>after a number of hands</source>
        <translation>一定のハンド数ごと</translation>
    </message>
    <message>
        <source>after each orbit</source>
        <translation>1周ごと</translation>
    </message>
    <message>
        <source>hands per game</source>
        <translation>ハンド／ゲーム</translation>
    </message>
    <message>
        <source>Mixed games change</source>
        <translation>ミックスゲームの切り替え</translation>
    </message>
    <message>
        <source>Each level plays the one game ticked in it.</source>
        <translation>各レベルはチェックした1つのゲームを行います。</translation>
    </message>
    <message>
        <source>Tick the games of the mix in each level: every table deals them in turn.</source>
        <translation>各レベルでミックスのゲームをチェックしてください。各テーブルが順番に配ります。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>TDA (tournament default)</source>
        <translation>TDA（トーナメント標準）</translation>
    </message>
    <message>
        <source>WSOP</source>
        <translation>WSOP</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules of Poker</source>
        <translation>ロバーツ・ルール</translation>
    </message>
    <message>
        <source>Casinos Austria</source>
        <translation>カジノ・オーストリア</translation>
    </message>
    <message>
        <source>%1 profile</source>
        <translation>%1 プロファイル</translation>
    </message>
    <message>
        <source>%1 profile, %2 setting(s) changed</source>
        <translation>%1 プロファイル、%2 件の設定を変更</translation>
    </message>
    <message>
        <source>Rules settings</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>Rule profile</source>
        <translation>ルールプロファイル</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>ベッティング</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>テーブルで</translation>
    </message>
    <message>
        <source>Stud games</source>
        <translation>スタッド系ゲーム</translation>
    </message>
    <message>
        <source>Split pots</source>
        <translation>ポットの分配</translation>
    </message>
    <message>
        <source>Reset to the profile</source>
        <translation>プロファイルに戻す</translation>
    </message>
    <message>
        <source>Raises allowed after the bet (limit games)</source>
        <translation>ベット後に許されるレイズ回数（リミット戦）</translation>
    </message>
    <message>
        <source>The raise cap is lifted</source>
        <translation>レイズ上限が解除されるのは</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>解除しない</translation>
    </message>
    <message>
        <source>When the event is down to two players</source>
        <translation>トーナメントが残り 2 人になったとき</translation>
    </message>
    <message>
        <source>When two players with chips are left in the hand</source>
        <translation>チップを持つ 2 人がハンドに残ったとき</translation>
    </message>
    <message>
        <source>When the betting round began heads-up</source>
        <translation>ベッティングラウンドがヘッズアップで始まったとき</translation>
    </message>
    <message>
        <source>In the last round, with two players left</source>
        <translation>最終ラウンドで 2 人のとき</translation>
    </message>
    <message>
        <source>Check-raise allowed in limit games</source>
        <translation>リミット戦でチェックレイズを認める</translation>
    </message>
    <message>
        <source>A big blind short of chips pays first</source>
        <translation>チップ不足のビッグブラインドが先に払うのは</translation>
    </message>
    <message>
        <source>The blind</source>
        <translation>ブラインド</translation>
    </message>
    <message>
        <source>The ante</source>
        <translation>アンティ</translation>
    </message>
    <message>
        <source>Short of a raise, no word said</source>
        <translation>レイズ未満・宣言なし</translation>
    </message>
    <message>
        <source>TDA 43: the half-raise rule</source>
        <translation>TDA 43：半額レイズのルール</translation>
    </message>
    <message>
        <source>House rule: a call</source>
        <translation>ハウスルール：コール</translation>
    </message>
    <message>
        <source>A live straddle left of the big blind allowed</source>
        <translation>ビッグブラインドの左でのライブストラドルを認める</translation>
    </message>
    <message>
        <source>Stud: an open pair on 4th street allows the big bet</source>
        <translation>スタッド：4th ストリートのオープンペアで大きいベット可</translation>
    </message>
    <message>
        <source>Stud hi-lo: an open pair on 4th street allows the big bet</source>
        <translation>スタッド・ハイロー：4th ストリートのオープンペアで大きいベット可</translation>
    </message>
    <message>
        <source>Equal bring-in cards: who brings it in</source>
        <translation>ブリングインのカードが同じとき</translation>
    </message>
    <message>
        <source>Decided by suit</source>
        <translation>スートで決める</translation>
    </message>
    <message>
        <source>Decided by position</source>
        <translation>ポジションで決める</translation>
    </message>
    <message>
        <source>Equal hands showing: who acts first</source>
        <translation>見えている役が同じとき先に行動するのは</translation>
    </message>
    <message>
        <source>First from the dealer&apos;s left</source>
        <translation>ディーラーの左から最初の人</translation>
    </message>
    <message>
        <source>A down card of the deal dealt face up</source>
        <translation>伏せ札が表向きに配られたとき</translation>
    </message>
    <message>
        <source>The third card is dealt down</source>
        <translation>3 枚目を伏せて配る</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>ミスディール</translation>
    </message>
    <message>
        <source>Several odd chips in one pot</source>
        <translation>1 つのポットに端数チップが複数あるとき</translation>
    </message>
    <message>
        <source>At most one to each winner</source>
        <translation>勝者 1 人に 1 枚まで</translation>
    </message>
    <message>
        <source>All to the first winner</source>
        <translation>すべて最初の勝者へ</translation>
    </message>
    <message>
        <source>Stud hi-lo and razz, low half: the odd chip goes to</source>
        <translation>スタッド・ハイローとラズのロー側：端数チップを受け取るのは</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>スート順で最も高いカード</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>スート順で最も低いカード</translation>
    </message>
    <message>
        <source>Pots split in chips of at least (or the smallest chip in play)</source>
        <translation>ポット分配の最小単位（使用中の最小チップの方が大きければそちら）</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>changed (profile: %1)</source>
        <translation>変更済み（プロファイル: %1）</translation>
    </message>
    <message>
        <source>%1 setting(s) differ from the %2 profile (marked in bold).</source>
        <translation>%1 件の設定が %2 プロファイルと異なります（太字）。</translation>
    </message>
    <message>
        <source>Every setting as in the %1 profile.</source>
        <translation>すべての設定が %1 プロファイルどおりです。</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>Main pot %1 (%2)</source>
        <translation>メインポット%1（%2）</translation>
    </message>
    <message>
        <source>Side pot %3: %1 (%2)</source>
        <translation>サイドポット%3：%1（%2）</translation>
    </message>
    <message>
        <source>%1 wins %2: nobody else can win this pot</source>
        <translation>%1が%2を獲得：このポットを獲得できるのは他にいません</translation>
    </message>
    <message>
        <source>%1 wins low %2 (%3)</source>
        <translation>%1がロー%2を獲得（%3）</translation>
    </message>
    <message>
        <source>%1 wins high %2 (%3)</source>
        <translation>%1がハイ%2を獲得（%3）</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1が%2を獲得</translation>
    </message>
    <message>
        <source>%1 wins %2 (%3)</source>
        <translation>%1が%2を獲得（%3）</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>各%1</translation>
    </message>
    <message>
        <source>%1 split low %2 (%3): %4</source>
        <translation>%1がロー%2を分割（%3）：%4</translation>
    </message>
    <message>
        <source>%1 split high %2 (%3): %4</source>
        <translation>%1がハイ%2を分割（%3）：%4</translation>
    </message>
    <message>
        <source>%1 split %2 (%3): %4</source>
        <translation>%1が%2を分割（%3）：%4</translation>
    </message>
    <message>
        <source>The odd chip goes to %1</source>
        <translation>端数チップは%1へ</translation>
    </message>
    <message>
        <source>The odd chips go to %1</source>
        <translation>端数チップは%1へ</translation>
    </message>
    <message>
        <source>, the first winner clockwise from the button.</source>
        <translation>（ボタンから時計回りで最初の勝者）。</translation>
    </message>
    <message>
        <source>, lowest card by suit (%1).</source>
        <translation>（スートで最も低いカード：%1）。</translation>
    </message>
    <message>
        <source>, highest card by suit in the hand (%1).</source>
        <translation>（ハンド内でスートが最も高いカード：%1）。</translation>
    </message>
    <message>
        <source>Uncalled bet: %2 goes back to %1.</source>
        <translation>コールされなかったベット：%2を%1に返却。</translation>
    </message>
    <message>
        <source>Nobody qualifies for low: the high hand takes the whole pot.</source>
        <translation>ローの条件を満たす者なし：ハイハンドがポット全体を獲得。</translation>
    </message>
    <message>
        <source>The pot does not divide evenly: the odd chip goes to the high half.</source>
        <translation>ポットは均等に割れません：端数チップはハイ側へ。</translation>
    </message>
    <message>
        <source>Rules applied: %1.</source>
        <translation>適用ルール：%1。</translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>Ruling assistant</source>
        <translation>裁定アシスタント</translation>
    </message>
    <message>
        <source>Enter the disputed showdown: each player in order from the first seat left of the button (stud: left of the dealer), the chips they put in this hand, who is all in or folded, and the cards. Then press Rule.</source>
        <translation>争いのあるショーダウンを入力：ボタンの左隣の席から順に（スタッドはディーラーの左から）各プレイヤーがこのハンドで投入したチップ、オールインかフォールドか、カードを入力し、「裁定」を押してください。</translation>
    </message>
    <message>
        <source>e.g. Jc 7s 2h 9d Kc</source>
        <translation>例：Jc 7s 2h 9d Kc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Smallest chip in play</source>
        <translation>使用中の最小チップ</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>ボード</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>このハンドの投入額</translation>
    </message>
    <message>
        <source>Of it dead (BB ante)</source>
        <translation>うちデッド（BBアンティ）</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>オールイン</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>フォールド</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>プレイヤーを削除</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>%1: chips must be a whole number, not “%2”</source>
        <translation>%1：チップは整数で入力してください（「%2」は不可）</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Cannot rule yet: %1</source>
        <translation>まだ裁定できません：%1</translation>
    </message>
</context>
<context>
    <name>Satellite</name>
    <message>
        <source>To the next place (the first without a seat)</source>
        <translation>次の順位へ (シートのない最初の順位)</translation>
    </message>
    <message>
        <source>Shared by the seat winners</source>
        <translation>シート獲得者で分配</translation>
    </message>
    <message>
        <source>Added to the next satellite</source>
        <translation>次のサテライトに加算</translation>
    </message>
    <message>
        <source>%1 seat</source>
        <translation>シート %1 枚</translation>
    </message>
    <message>
        <source>%1 seats</source>
        <translation>シート %1 枚</translation>
    </message>
    <message>
        <source>No seat yet: %1 of %2 in the prize pool</source>
        <translation>まだシートなし: プライズプールに %2 のうち %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 の%1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 は %2 へ</translation>
    </message>
    <message>
        <source>%1 shared by the seat winners</source>
        <translation>%1 をシート獲得者で分配</translation>
    </message>
    <message>
        <source>%1 to the next satellite</source>
        <translation>%1 は次のサテライトへ</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>各 %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>Seat won</source>
        <translation>シート獲得</translation>
    </message>
    <message>
        <source>Seats won — the satellite is over</source>
        <translation>シート獲得 — サテライトは終了しました</translation>
    </message>
    <message>
        <source>This tournament is not a satellite.</source>
        <translation>このトーナメントはサテライトではありません。</translation>
    </message>
    <message>
        <source>The target event is not a tournament of this database: choose it in “Satellite…” to enter the seats there.</source>
        <translation>対象イベントはこのデータベースのトーナメントではありません。「サテライト…」で選ぶと、そこにシートを登録できます。</translation>
    </message>
    <message>
        <source>No seat is won yet: seats are entered once play stops.</source>
        <translation>まだシートは獲得されていません。シートはプレーが止まってから登録します。</translation>
    </message>
    <message>
        <source>%1 did not win a seat.</source>
        <translation>%1 はシートを獲得していません。</translation>
    </message>
    <message>
        <source>Every seat is already entered in “%1”.</source>
        <translation>すべてのシートはすでに「%1」に登録されています。</translation>
    </message>
</context>
<context>
    <name>SatelliteDialog</name>
    <message>
        <source>Satellite</source>
        <translation>サテライト</translation>
    </message>
    <message>
        <source>The prize pool pays seats in a target event: as many as it buys, the remainder in cash by the rule below. Play stops when as many players are left as seats; each of them wins a seat.</source>
        <translation>プライズプールは対象イベントのシートを払います。買える枚数だけ払い、残額は下の規則で現金にします。残り人数がシート数と同じになるとプレーは止まり、全員がシートを獲得します。</translation>
    </message>
    <message>
        <source>Main Event</source>
        <translation>メインイベント</translation>
    </message>
    <message>
        <source>Target event</source>
        <translation>対象イベント</translation>
    </message>
    <message>
        <source>A seat is worth</source>
        <translation>シートの価値</translation>
    </message>
    <message>
        <source>The remainder goes</source>
        <translation>残額の行き先</translation>
    </message>
    <message>
        <source>Pay seats</source>
        <translation>シートを払う</translation>
    </message>
    <message>
        <source>Pay places instead</source>
        <translation>順位で払う</translation>
    </message>
    <message>
        <source>Type what a seat is worth.</source>
        <translation>シートの価値を入力してください。</translation>
    </message>
    <message>
        <source>Type what a seat is worth (the target&apos;s buy-in).</source>
        <translation>シートの価値 (対象イベントのバイイン) を入力してください。</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <source>Season / league standings</source>
        <translation>シーズン/リーグ順位</translation>
    </message>
    <message>
        <source>Season:</source>
        <translation>シーズン:</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>新しいシーズン</translation>
    </message>
    <message>
        <source>e.g. Spring league 2027</source>
        <translation>例: 2027 春リーグ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>A formula may use players, place, buyin, entries, rebuys, addons, prize and bounties (money in whole units), knockouts (players busted), + − * / ^, brackets and sqrt, ln, min, max, abs, floor, round. Or a points table: “table: 100, 70, 50; 10” gives 100 to the winner, 70, 50, then 10 to every other finisher.</source>
        <translation>数式には players, place, buyin, entries, rebuys, addons, prize, bounties (金額は通貨単位)、knockouts (飛ばした人数)、+ − * / ^、括弧、sqrt, ln, min, max, abs, floor, round が使えます。ポイント表も使えます: 「table: 100, 70, 50; 10」は優勝者に 100、次に 70、50、それ以外の順位に 10 を与えます。</translation>
    </message>
    <message>
        <source>Tournaments that count:</source>
        <translation>対象の大会:</translation>
    </message>
    <message>
        <source>Save season and show standings</source>
        <translation>シーズンを保存して順位を表示</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>参加数</translation>
    </message>
    <message>
        <source>Export standings (CSV)…</source>
        <translation>順位をエクスポート (CSV)…</translation>
    </message>
    <message>
        <source>Export standings (JSON)…</source>
        <translation>順位をエクスポート (JSON)…</translation>
    </message>
    <message>
        <source>Name the season, write its points formula, tick its tournaments, then save.</source>
        <translation>シーズン名とポイント式を入力し、大会にチェックを付けて保存してください。</translation>
    </message>
    <message>
        <source>Write a points formula or a points table.</source>
        <translation>ポイント式またはポイント表を入力してください。</translation>
    </message>
    <message>
        <source>✓ The points rule is valid.</source>
        <translation>✓ ポイントのルールは有効です。</translation>
    </message>
    <message>
        <source>Season “%1” saved.</source>
        <translation>シーズン「%1」を保存しました。</translation>
    </message>
    <message>
        <source>The standings cannot be computed: %1</source>
        <translation>順位を計算できません: %1</translation>
    </message>
    <message numerus="yes">
        <source>Standings after %n tournament(s)</source>
        <translation>
            <numerusform>%n 大会後の順位</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished places yet in this season&apos;s tournaments.</source>
        <translation>このシーズンの大会にはまだ確定した順位がありません。</translation>
    </message>
    <message>
        <source>Save the season first.</source>
        <translation>先にシーズンを保存してください。</translation>
    </message>
    <message>
        <source>Export standings</source>
        <translation>順位をエクスポート</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>bet %1</source>
        <translation>ベット %1</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>%1 → Table %2, Seat %3</source>
        <translation>%1 → テーブル %2、席 %3</translation>
    </message>
    <message>
        <source>%1 → Table %2, Seat %3 (from table %4)</source>
        <translation>%1 → テーブル %2、席 %3 (テーブル %4 から)</translation>
    </message>
    <message>
        <source>… and %1 more (File → Print → Seat cards)</source>
        <translation>… ほか %1 人 (ファイル → 印刷 → 座席カード)</translation>
    </message>
</context>
<context>
    <name>SecondCopy</name>
    <message>
        <source>pokerfloor (pid %1 on %2) since %3</source>
        <translation>pokerfloor（%2 の PID %1）%3 から</translation>
    </message>
    <message>
        <source>The tournament is already open</source>
        <translation>トーナメントは既に開かれています</translation>
    </message>
    <message>
        <source>%1 is already open in another program: %2.</source>
        <translation>%1 は別のプログラムで既に開かれています: %2。</translation>
    </message>
    <message>
        <source>Close that program to direct the event here, or open this copy display-only (it follows the director&apos;s changes and never writes).</source>
        <translation>ここでイベントを運営するにはそのプログラムを閉じるか、このコピーを表示専用で開いてください（ディレクターの変更に追従し、書き込みはしません）。</translation>
    </message>
    <message>
        <source>Open display-only</source>
        <translation>表示専用で開く</translation>
    </message>
    <message>
        <source>That station has not been heard from for a while. Take over only when it is really gone: it will record nothing more and only show the event.</source>
        <translation>そのステーションからしばらく応答がありません。本当に停止している場合のみ引き継いでください。そのステーションは以後何も記録せず、表示のみになります。</translation>
    </message>
    <message>
        <source>Take over as director&apos;s station</source>
        <translation>ディレクターのステーションとして引き継ぐ</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share live view</source>
        <translation>ライブ表示を共有</translation>
    </message>
    <message>
        <source>Players follow the clock, payouts and their seat on their phones: they join the room&apos;s Wi-Fi and scan the code. The page is read-only.</source>
        <translation>プレイヤーはスマホで時計・配当・自分の席を確認できます。会場のWi-Fiに接続してコードを読み取ってください。ページは閲覧専用です。</translation>
    </message>
    <message>
        <source>%1 (this computer only)</source>
        <translation>%1（このコンピューターのみ）</translation>
    </message>
    <message>
        <source>%1 (room network)</source>
        <translation>%1（会場ネットワーク）</translation>
    </message>
    <message>
        <source>Hide player names (no seat lookup)</source>
        <translation>プレイヤー名を隠す（席検索なし）</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>アドレスをコピー</translation>
    </message>
    <message>
        <source>New address</source>
        <translation>新しいアドレス</translation>
    </message>
    <message>
        <source>Revoke this address: phones with the old link or code see that it has expired and must scan the new code</source>
        <translation>このアドレスを無効にします。古いリンクやコードの携帯電話には期限切れと表示され、新しいコードを読み取る必要があります</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>共有を停止</translation>
    </message>
    <message>
        <source>Start sharing</source>
        <translation>共有を開始</translation>
    </message>
    <message>
        <source>Not shared</source>
        <translation>未共有</translation>
    </message>
</context>
<context>
    <name>SoundsDialog</name>
    <message>
        <source>Sounds and announcements</source>
        <translation>サウンドとアナウンス</translation>
    </message>
    <message>
        <source>One minute left</source>
        <translation>残り1分</translation>
    </message>
    <message>
        <source>New level</source>
        <translation>新しいレベル</translation>
    </message>
    <message>
        <source>Break starts</source>
        <translation>休憩開始</translation>
    </message>
    <message>
        <source>Break is over</source>
        <translation>休憩終了</translation>
    </message>
    <message>
        <source>Last ten seconds</source>
        <translation>残り10秒</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Shipped sound</source>
        <translation>付属のサウンド</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Speak the announcements in the event&apos;s language</source>
        <translation>大会の言語でアナウンスを読み上げる</translation>
    </message>
    <message>
        <source>Test the announcement</source>
        <translation>アナウンスをテスト</translation>
    </message>
    <message>
        <source>%1 (shipped)</source>
        <translation>%1（付属）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Sound file</source>
        <translation>サウンドファイル</translation>
    </message>
    <message>
        <source>WAV sound (*.wav)</source>
        <translation>WAV サウンド (*.wav)</translation>
    </message>
    <message>
        <source>No level to announce yet.</source>
        <translation>まだアナウンスするレベルがありません。</translation>
    </message>
    <message>
        <source>Spoken: %1</source>
        <translation>読み上げ: %1</translation>
    </message>
    <message>
        <source>Not spoken (no voice): %1</source>
        <translation>読み上げなし（音声なし）: %1</translation>
    </message>
</context>
<context>
    <name>StaffLinks</name>
    <message>
        <source>Floor</source>
        <translation>フロア</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>表示のみ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>StaffLinksDialog</name>
    <message>
        <source>Staff on phones</source>
        <translation>スタッフ用スマホ</translation>
    </message>
    <message>
        <source>Give each floor person a link of their own: they scan its code with their phone and record busts, chip counts and hand-for-hand at their tables. A display link only shows the tables. Every action from a phone shows in the Log with who sent it, and undoes like yours.</source>
        <translation>フロアスタッフ一人ずつに専用リンクを発行します。スマホでコードを読み取り、担当テーブルの脱落・チップカウント・ハンドフォーハンドを記録できます。表示用リンクはテーブルを表示するだけです。スマホからの操作はすべて送信者とともにログに残り、あなたの操作と同じように取り消せます。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>発行</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>無効化</translation>
    </message>
    <message>
        <source>Revoke…</source>
        <translation>無効にする…</translation>
    </message>
    <message>
        <source>The phone with this link can do nothing more</source>
        <translation>このリンクのスマホは以後何もできなくなります</translation>
    </message>
    <message>
        <source>e.g. Marco</source>
        <translation>例: Marco</translation>
    </message>
    <message>
        <source>Floor: records busts and counts</source>
        <translation>フロア: 脱落とカウントを記録</translation>
    </message>
    <message>
        <source>Display: only looks</source>
        <translation>表示のみ: 閲覧だけ</translation>
    </message>
    <message>
        <source>New staff link</source>
        <translation>新しいスタッフリンク</translation>
    </message>
    <message>
        <source>Share the live view first (Share live view…): staff links are served there.</source>
        <translation>先にライブ表示を共有してください（ライブ表示を共有…）。スタッフリンクはそこで提供されます。</translation>
    </message>
    <message>
        <source>Tables (none ticked: every table)</source>
        <translation>テーブル（未選択: 全テーブル）</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>アドレスをコピー</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全て</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Type the person&apos;s name first.</source>
        <translation>先に名前を入力してください。</translation>
    </message>
    <message>
        <source>%1 (%2): scan this code now, it is shown only once.
%3</source>
        <translation>%1（%2）: 今このコードを読み取ってください。表示は一度だけです。
%3</translation>
    </message>
    <message>
        <source>Revoke staff link</source>
        <translation>スタッフリンクを無効にする</translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link? Their phone can do nothing more; this cannot be undone.</source>
        <translation>%1 のリンクを無効にしますか？ そのスマホは何もできなくなり、元に戻せません。</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>無効にする</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>残す</translation>
    </message>
</context>
<context>
    <name>StaffPage</name>
    <message>
        <source>Floor</source>
        <translation>フロア</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Bust</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>リバイ</translation>
    </message>
    <message>
        <source>Chip counts</source>
        <translation>チップカウント</translation>
    </message>
    <message>
        <source>Record the counts</source>
        <translation>カウントを記録</translation>
    </message>
    <message>
        <source>Hand done</source>
        <translation>ハンド終了</translation>
    </message>
    <message>
        <source>Done: waiting for the other tables</source>
        <translation>終了：他のテーブルを待っています</translation>
    </message>
    <message>
        <source>Call the director</source>
        <translation>ディレクターを呼ぶ</translation>
    </message>
    <message>
        <source>Who busted %1?</source>
        <translation>%1 を脱落させたのは誰？</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>At another table…</source>
        <translation>別のテーブル…</translation>
    </message>
    <message>
        <source>Rebuys are open: does %1 rebuy, or is he out?</source>
        <translation>リバイ受付中：%1 はリバイしますか、それとも脱落ですか？</translation>
    </message>
    <message>
        <source>Rebuy (a new stack)</source>
        <translation>リバイ（新しいスタック）</translation>
    </message>
    <message>
        <source>Bust (out of the event)</source>
        <translation>脱落（トーナメント終了）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Find a player&apos;s seat</source>
        <translation>プレイヤーの席を探す</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>No seated player by that name</source>
        <translation>その名前の着席プレイヤーはいません</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>ハンド・フォー・ハンド</translation>
    </message>
    <message>
        <source>Rebuy period</source>
        <translation>リバイ期間</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Display only: this link shows the tables and changes nothing.</source>
        <translation>表示のみ：このリンクはテーブルを表示するだけで、何も変更しません。</translation>
    </message>
    <message>
        <source>None of your tables is playing.</source>
        <translation>あなたのテーブルはどれもプレイ中ではありません。</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>再接続中…</translation>
    </message>
    <message>
        <source>This staff link was revoked: ask the director for a new one.</source>
        <translation>このスタッフリンクは無効になりました。ディレクターに新しいリンクを依頼してください。</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>送信中…</translation>
    </message>
    <message>
        <source>The console is busy: try again.</source>
        <translation>コンソールが応答しません。もう一度お試しください。</translation>
    </message>
    <message>
        <source>%1 calls the director to table %2</source>
        <translation>%1 がディレクターをテーブル %2 に呼んでいます</translation>
    </message>
    <message>
        <source>The director is called.</source>
        <translation>ディレクターを呼びました。</translation>
    </message>
    <message>
        <source>Rebuys are open: does the player rebuy, or is he out?</source>
        <translation>リバイ受付中：プレイヤーはリバイしますか、それとも脱落ですか？</translation>
    </message>
    <message>
        <source>That player has no seat.</source>
        <translation>そのプレイヤーには席がありません。</translation>
    </message>
    <message>
        <source>Table %1 is not one of your tables.</source>
        <translation>テーブル %1 はあなたの担当ではありません。</translation>
    </message>
    <message>
        <source>A counted player does not sit at table %1.</source>
        <translation>カウントしたプレイヤーがテーブル %1 に座っていません。</translation>
    </message>
    <message>
        <source>%1 rebuys.</source>
        <translation>%1 がリバイしました。</translation>
    </message>
    <message>
        <source>%1 is out.</source>
        <translation>%1 が脱落しました。</translation>
    </message>
    <message>
        <source>Chip counts of table %1 recorded.</source>
        <translation>テーブル %1 のチップカウントを記録しました。</translation>
    </message>
    <message>
        <source>Table %1 finished the hand.</source>
        <translation>テーブル %1 のハンドが終了しました。</translation>
    </message>
</context>
<context>
    <name>StationLine</name>
    <message>
        <source>Take over as director&apos;s station…</source>
        <translation>ディレクターのステーションとして引き継ぐ…</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <source>The database is unreachable since %1 — nothing is being recorded</source>
        <translation>%1 からデータベースに接続できません — 何も記録されていません</translation>
    </message>
    <message>
        <source>The database is unreachable since %1</source>
        <translation>%1 からデータベースに接続できません</translation>
    </message>
    <message>
        <source>The database file is write-locked by another program (for instance the sqlite3 command line inside a transaction) — nothing can be recorded until it lets go: %1</source>
        <translation>データベースファイルは別のプログラム（例えばトランザクション中の sqlite3 コマンドライン）によって書き込みロックされています — ロックが解放されるまで何も記録できません：%1</translation>
    </message>
    <message>
        <source>Another station took over at %1 (%2): this station now only shows the event</source>
        <translation>%1 に別のステーションが引き継ぎました（%2）。このステーションは表示のみになります</translation>
    </message>
    <message>
        <source>The director&apos;s station has not been heard from since %1</source>
        <translation>ディレクターのステーションから %1 以降応答がありません</translation>
    </message>
    <message>
        <source>Reconnected: the database answers again.</source>
        <translation>再接続しました：データベースが再び応答しています。</translation>
    </message>
    <message>
        <source>The database cannot be reached right now: nothing was read or changed. The line under the clock says when it answers again.</source>
        <translation>現在データベースに接続できません。何も読み込まれず、変更もされていません。再び応答すると時計の下の行に表示されます。</translation>
    </message>
</context>
<context>
    <name>StepForm</name>
    <message>
        <source>min</source>
        <translation>分</translation>
    </message>
    <message>
        <source>no ante in button games</source>
        <translation>ボタンゲームではアンティなし</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>全プレイヤー</translation>
    </message>
    <message>
        <source>big-blind ante</source>
        <translation>ビッグブラインドアンティ</translation>
    </message>
    <message>
        <source>race off the %1 chips</source>
        <translation>%1 チップをレースオフ</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>スモールブラインド</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>ビッグブラインド</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>アンティ</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>ブリングイン</translation>
    </message>
    <message>
        <source>Small bet (limit)</source>
        <translation>スモールベット (リミット)</translation>
    </message>
    <message>
        <source>Big bet (limit)</source>
        <translation>ビッグベット (リミット)</translation>
    </message>
    <message>
        <source>Ante taken from</source>
        <translation>アンティの支払い</translation>
    </message>
    <message>
        <source>Colour-up</source>
        <translation>カラーアップ</translation>
    </message>
</context>
<context>
    <name>StructureChooser</name>
    <message>
        <source>Structure</source>
        <translation>ストラクチャー</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>ファイルから…</translation>
    </message>
    <message>
        <source>Suggest…</source>
        <translation>提案…</translation>
    </message>
    <message>
        <source>Propose levels, breaks and colour-ups from players, stack, chips and time</source>
        <translation>人数・スタック・チップ・時間からレベル、休憩、カラーアップを提案</translation>
    </message>
    <message>
        <source>Structure file</source>
        <translation>ストラクチャーファイル</translation>
    </message>
    <message>
        <source>This file cannot be used: %1</source>
        <translation>このファイルは使用できません：%1</translation>
    </message>
    <message>
        <source>%1 (file)</source>
        <translation>%1（ファイル）</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <source>Edit structure</source>
        <translation>ストラクチャーを編集</translation>
    </message>
    <message>
        <source>one day (e.g. 12:00 L10, 12:00 L20, 14:00)</source>
        <translation>1日（例：12:00 L10, 12:00 L20, 14:00）</translation>
    </message>
    <message>
        <source>Each day&apos;s start and end: L10 = after level 10, P9 = once 9 players are left (after the hand; P9 level: at the end of that level); the last day plays to a winner.</source>
        <translation>各日の開始と終了：L10 = レベル10の後、P9 = 残り9人になったら（そのハンドの後。P9 level：そのレベルの終わり）。最終日は優勝者が決まるまで。</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>レベルを追加</translation>
    </message>
    <message>
        <source>Add break</source>
        <translation>休憩を追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Load template</source>
        <translation>テンプレートを読み込む</translation>
    </message>
    <message>
        <source>Save as template…</source>
        <translation>テンプレートとして保存…</translation>
    </message>
    <message>
        <source>Play this structure</source>
        <translation>このストラクチャーで進行</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日程</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>テンプレート</translation>
    </message>
    <message>
        <source>Already played: it cannot change.</source>
        <translation>プレイ済み: 変更できません。</translation>
    </message>
    <message>
        <source>On the clock now: its length stays; blinds apply from the next hand.</source>
        <translation>現在進行中: 長さは変わりません。ブラインドは次のハンドから適用されます。</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>休憩</translation>
    </message>
    <message>
        <source>blinds %1/%2</source>
        <translation>ブラインド %1/%2</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>BBアンティ %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>アンティ %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>ブリングイン %1</translation>
    </message>
    <message>
        <source>limits %1/%2</source>
        <translation>リミット %1/%2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>colour up %1</source>
        <translation>カラーアップ %1</translation>
    </message>
    <message>
        <source>The clock has started: the event keeps its rotation.</source>
        <translation>クロックが開始されました。ローテーションは変更できません。</translation>
    </message>
    <message>
        <source>The event cannot play this structure: %1</source>
        <translation>このイベントではこのストラクチャーを使えません: %1</translation>
    </message>
    <message>
        <source>%1 problem(s) to fix before playing this structure: %2</source>
        <translation>このストラクチャーで進行する前に直す問題が %1 件あります: %2</translation>
    </message>
    <message>
        <source>No problem found: %1 levels, %2 breaks, %3 h %4 min in all.</source>
        <translation>問題なし: %1 レベル、休憩 %2 回、合計 %3 時間 %4 分。</translation>
    </message>
    <message>
        <source>My club</source>
        <translation>マイクラブ</translation>
    </message>
    <message>
        <source>Template name</source>
        <translation>テンプレート名</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>テンプレートとして保存</translation>
    </message>
    <message>
        <source>Could not save the template: %1</source>
        <translation>テンプレートを保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Saved as template “%1” of %2.</source>
        <translation>%2 のテンプレート「%1」として保存しました。</translation>
    </message>
</context>
<context>
    <name>StructureTab</name>
    <message>
        <source>Double-click a level to jump to it (full time; undo goes back).</source>
        <translation>レベルをダブルクリックでジャンプ（時間はフル、元に戻すで戻れます）。</translation>
    </message>
    <message>
        <source>Edit structure…</source>
        <translation>ストラクチャーを編集…</translation>
    </message>
    <message>
        <source>Add, remove, reorder and change levels and breaks; save as a template</source>
        <translation>レベルと休憩の追加・削除・並べ替え・変更、テンプレートとして保存</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Game and stakes</source>
        <translation>ゲームとステークス</translation>
    </message>
    <message>
        <source>The event refused this structure: see the message in the console.</source>
        <translation>イベントがこのストラクチャーを拒否しました。コンソールのメッセージを見てください。</translation>
    </message>
    <message>
        <source>Structure “%1” is played now (one undo step).</source>
        <translation>ストラクチャー「%1」で進行します (元に戻すは1回)。</translation>
    </message>
</context>
<context>
    <name>SuggestStructureDialog</name>
    <message>
        <source>No-limit hold&apos;em</source>
        <translation>ノーリミット・ホールデム</translation>
    </message>
    <message>
        <source>Pot-limit Omaha</source>
        <translation>ポットリミット・オマハ</translation>
    </message>
    <message>
        <source>Limit hold&apos;em</source>
        <translation>リミット・ホールデム</translation>
    </message>
    <message>
        <source>HORSE (a game per level)</source>
        <translation>HORSE（レベルごとに1ゲーム）</translation>
    </message>
    <message>
        <source>8-game (every 8 hands)</source>
        <translation>8ゲーム（8ハンドごと）</translation>
    </message>
    <message>
        <source>Suggest a schedule</source>
        <translation>スケジュールを提案</translation>
    </message>
    <message>
        <source>Big-blind ante</source>
        <translation>ビッグブラインド・アンティ</translation>
    </message>
    <message>
        <source>Ante from every player</source>
        <translation>全員からアンティ</translation>
    </message>
    <message>
        <source>No ante</source>
        <translation>アンティなし</translation>
    </message>
    <message>
        <source>Expected players</source>
        <translation>予想参加人数</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>スタート・スタック</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Target length (hours)</source>
        <translation>目標時間（時間）</translation>
    </message>
    <message>
        <source>Level length (minutes)</source>
        <translation>レベルの長さ（分）</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>アンティ</translation>
    </message>
    <message>
        <source>Ante from level</source>
        <translation>アンティ開始レベル</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>A break every … levels</source>
        <translation>休憩の間隔（レベル数）</translation>
    </message>
    <message>
        <source>Break length (minutes)</source>
        <translation>休憩の長さ（分）</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>ステークス</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>このストラクチャーを使う</translation>
    </message>
    <message>
        <source>Suggested: %1 players, %2 h</source>
        <translation>提案：%1 人、%2 時間</translation>
    </message>
    <message>
        <source>Cannot suggest a schedule: %1</source>
        <translation>スケジュールを提案できません：%1</translation>
    </message>
    <message>
        <source>colour up the %1</source>
        <translation>%1 のカラーアップ</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>休憩</translation>
    </message>
    <message>
        <source>estimated end</source>
        <translation>終了予想</translation>
    </message>
    <message>
        <source>Estimated end: level %1, %2 h %3 min after the start</source>
        <translation>終了予想：レベル %1、開始から %2 時間 %3 分</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>Tables are balanced: nobody needs to move.</source>
        <translation>テーブルはバランスが取れています：移動は不要です。</translation>
    </message>
    <message>
        <source>Balance tables</source>
        <translation>テーブルのバランス調整</translation>
    </message>
    <message>
        <source>Announce these moves, then confirm:</source>
        <translation>以下の移動をアナウンスしてから確定してください：</translation>
    </message>
    <message>
        <source>Only one table is in play: there is no table to break.</source>
        <translation>使用中のテーブルは 1 卓のみ：ブレイクするテーブルはありません。</translation>
    </message>
    <message>
        <source>Break a table</source>
        <translation>テーブルをブレイク</translation>
    </message>
    <message>
        <source>Which table breaks? Its players draw for the open seats.</source>
        <translation>どのテーブルをブレイクしますか？そのプレイヤーは空席をドローします。</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>No table is in play yet: draw the seats first.</source>
        <translation>まだテーブルがありません：先に座席を抽選してください。</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>テーブルビュー</translation>
    </message>
    <message>
        <source>Which table?</source>
        <translation>どのテーブル？</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Table %1 (next in the break order)</source>
        <translation>テーブル %1（解散順で次）</translation>
    </message>
    <message>
        <source>Show the moves</source>
        <translation>移動を表示</translation>
    </message>
    <message>
        <source>Table %1 breaks. Announce these seats, then confirm:</source>
        <translation>テーブル %1 をブレイクします。以下の席をアナウンスしてから確定してください：</translation>
    </message>
    <message>
        <source>Break table %1</source>
        <translation>テーブル %1 をブレイク</translation>
    </message>
    <message>
        <source>Final table: every player draws a new seat. Players not listed keep their seat.</source>
        <translation>ファイナルテーブル：全員が席を引き直します。一覧にないプレイヤーは席そのままです。</translation>
    </message>
    <message>
        <source>Final table redraw</source>
        <translation>ファイナルテーブル再ドロー</translation>
    </message>
    <message>
        <source>Put the button on seat %1</source>
        <translation>ボタンを席 %1 に置く</translation>
    </message>
    <message>
        <source>Unlock seat %1</source>
        <translation>席 %1 のロックを解除</translation>
    </message>
    <message>
        <source>Lock seat %1</source>
        <translation>席 %1 をロック</translation>
    </message>
    <message>
        <source>Open table view (record or deal a hand)…</source>
        <translation>テーブルビューを開く（ハンドの記録・配布）…</translation>
    </message>
    <message>
        <source>Hand done at this table</source>
        <translation>このテーブルのハンド終了</translation>
    </message>
    <message>
        <source>Counts the hand for the game rotation: the table moves on to the next game</source>
        <translation>ゲームローテーション用にハンドを数えます：テーブルは次のゲームへ進みます</translation>
    </message>
    <message>
        <source>Count chips at table %1…</source>
        <translation>テーブル %1 のチップをカウント…</translation>
    </message>
    <message>
        <source>Deal a hand here (engine demo, random play)</source>
        <translation>ここでハンドを配る (エンジンのデモ、ランダムプレイ)</translation>
    </message>
    <message>
        <source>Simulation aid: the engine deals one hand of the current game and plays it with random legal actions; the chips, busts and button move as recorded (undo takes it back).</source>
        <translation>シミュレーション補助: エンジンが現在のゲームのハンドを1つ配り、ランダムな合法アクションでプレイします。チップ、脱落、ボタンは記録されます (元に戻すで取り消せます)。</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 人</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 人</translation>
    </message>
</context>
<context>
    <name>TableSizeDialog</name>
    <message>
        <source>Seats per table</source>
        <translation>テーブルの席数</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>every table in play, or e.g. 1, 2</source>
        <translation>プレイ中の全テーブル、または例：1, 2</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Players in the seats that go draw a new table and seat (the shortest tables first), as when a table breaks. One action: Undo puts everyone back.</source>
        <translation>なくなる席のプレイヤーは、テーブルを崩すときと同じように新しいテーブルと席を抽選します（人数の少ないテーブルから）。1つの操作：取り消しで全員が元に戻ります。</translation>
    </message>
    <message>
        <source>“%1” is not a table number.</source>
        <translation>「%1」はテーブル番号ではありません。</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>N or Enter deals the next hand</source>
        <translation>N または Enter で次のハンド</translation>
    </message>
    <message>
        <source>Choose Record (live cards) or Deal (the engine deals) first</source>
        <translation>先に「記録（実カード）」か「配布（エンジンが配る）」を選択</translation>
    </message>
    <message>
        <source>Table %1 · hand %2 · %3</source>
        <translation>テーブル %1 · ハンド %2 · %3</translation>
    </message>
    <message>
        <source>Draw for the button first: D draws it at random</source>
        <translation>まずボタンを決めます：D でランダムに引きます</translation>
    </message>
    <message>
        <source>The first hand of a button game here: then N or Enter deals it</source>
        <translation>このテーブルで最初のボタンゲームのハンド：その後 N または Enter で配ります</translation>
    </message>
    <message>
        <source>Misdeal: the hand is void, the same button deals again</source>
        <translation>ミスディール：ハンドは無効、同じボタンで配り直し</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Blinds %1</source>
        <translation>ブラインド %1</translation>
    </message>
    <message>
        <source>big-blind ante %1</source>
        <translation>BBアンティ %1</translation>
    </message>
    <message>
        <source>ante %1</source>
        <translation>アンティ %1</translation>
    </message>
    <message>
        <source>bring-in %1</source>
        <translation>ブリングイン %1</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>リミット %1</translation>
    </message>
    <message>
        <source>pot limit</source>
        <translation>ポットリミット</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ノーリミット</translation>
    </message>
    <message>
        <source>F fold · C check/call · B/R bets or raises (%1)</source>
        <translation>F フォールド · C チェック/コール · B/R ベット・レイズ（%1）</translation>
    </message>
    <message>
        <source>X checks around</source>
        <translation>X 全員チェック</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>座席 %1 · %2</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>アクションの番</translation>
    </message>
    <message>
        <source>call %1</source>
        <translation>コール %1</translation>
    </message>
    <message>
        <source>check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>ベット</translation>
    </message>
    <message>
        <source>complete to</source>
        <translation>コンプリート</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>レイズ額</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 または %2</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>キャップ到達</translation>
    </message>
    <message>
        <source>S live straddle</source>
        <translation>S ライブストラドル</translation>
    </message>
    <message>
        <source>%1 may fold, bring it in: %2, or complete to %3</source>
        <translation>%1 はフォールド、ブリングイン：%2、またはコンプリート %3 が可能</translation>
    </message>
    <message>
        <source>How many cards? 0-5, in as typed (0: stands pat)</source>
        <translation>何枚？ 0-5、入力するとすぐ入ります（0：スタンドパット）</translation>
    </message>
    <message>
        <source>Type the up cards in this order (&apos;5c ac kd&apos;): in once all are typed; one card: Enter</source>
        <translation>アップカードをこの順に入力（&apos;5c ac kd&apos;）：全部入力すると自動で入ります。1枚ずつなら Enter</translation>
    </message>
    <message>
        <source>Type them (&apos;Ah Kd 7c&apos;): in once all are typed · Enter alone: not typed now</source>
        <translation>入力（&apos;Ah Kd 7c&apos;）：全部入力すると自動で入ります · Enter のみ：今は入力しない</translation>
    </message>
    <message>
        <source>The stub is short: one common card face up in the centre (WSOP 228)</source>
        <translation>残りの山札が足りません：中央に表向きの共通カードを1枚（WSOP 228）</translation>
    </message>
    <message>
        <source>Type the common card as it is dealt (&apos;Kd&apos;), Enter: every player&apos;s 7th card</source>
        <translation>配られた共通カードを入力（&apos;Kd&apos;）、Enter：全員の7枚目のカード</translation>
    </message>
    <message>
        <source>Type them in order: in once all are typed</source>
        <translation>順に入力：全部入力すると自動で入ります</translation>
    </message>
    <message>
        <source>Misdeal: the hand is void</source>
        <translation>ミスディール：このハンドは無効です</translation>
    </message>
    <message>
        <source>Enter: nothing is recorded in the tournament; the same button deals again</source>
        <translation>Enter：トーナメントには何も記録されません。同じボタンで配り直します</translation>
    </message>
    <message>
        <source>F fold · C check/call · B/R bet or raise: amount, Enter (&apos;a&apos; = all in)</source>
        <translation>F フォールド · C チェック/コール · B/R ベット・レイズ：金額、Enter（&apos;a&apos; = オールイン）</translation>
    </message>
    <message>
        <source>%1 brings it in: %2, or completes to %3</source>
        <translation>%1 のブリングイン：%2、またはコンプリート %3</translation>
    </message>
    <message>
        <source>C bring-in · R complete, Enter</source>
        <translation>C ブリングイン · R コンプリート、Enter</translation>
    </message>
    <message>
        <source>Type the cards to discard, Enter (none: pat)</source>
        <translation>捨てるカードを入力、Enter（なし：スタンドパット）</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>Type the cards shown (&apos;Ah Kd&apos;), Enter · M mucks</source>
        <translation>見せたカードを入力（&apos;Ah Kd&apos;）、Enter · M マック</translation>
    </message>
    <message>
        <source>Enter shows · M mucks</source>
        <translation>Enter で公開 · M マック</translation>
    </message>
    <message>
        <source>shows</source>
        <translation>ショーダウン</translation>
    </message>
    <message>
        <source>then %1</source>
        <translation>次に %1</translation>
    </message>
    <message>
        <source>up card</source>
        <translation>アップカード</translation>
    </message>
    <message>
        <source>Board: %1 card(s)</source>
        <translation>ボード：%1 枚</translation>
    </message>
    <message>
        <source>The showdown needs the board: %1 card(s) not typed yet</source>
        <translation>ショーダウンにボードが必要：未入力 %1 枚</translation>
    </message>
    <message>
        <source>The display stations were not updated: %1</source>
        <translation>表示ステーションを更新できませんでした: %1</translation>
    </message>
    <message>
        <source>Waiting for the next hand</source>
        <translation>次のハンドを待っています</translation>
    </message>
    <message>
        <source>Interrupted: pokerfloor closed during this hand. Waiting for the operator to resume it or start a new hand</source>
        <translation>中断: このハンドの途中で pokerfloor が終了しました。オペレーターが再開するか新しいハンドを始めるのを待っています</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>ハンド終了</translation>
    </message>
    <message>
        <source>Nothing heard from the operator&apos;s pokerfloor for %1: this hand may have been interrupted</source>
        <translation>オペレーターの pokerfloor から %1 応答がありません：このハンドは中断された可能性があります</translation>
    </message>
    <message>
        <source>Display station (read-only): the table&apos;s operator enters the hand</source>
        <translation>表示ステーション（閲覧のみ）: ハンドはテーブルのオペレーターが入力します</translation>
    </message>
    <message>
        <source>Enter records it in the tournament</source>
        <translation>Enter でトーナメントに記録</translation>
    </message>
    <message>
        <source>%1 folds</source>
        <translation>%1がフォールド</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1がチェック</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1が%2をコール</translation>
    </message>
    <message>
        <source>%1 completes to %2</source>
        <translation>%1 が %2 にコンプリート</translation>
    </message>
    <message>
        <source>%1 makes it %2</source>
        <translation>%1 が %2 に</translation>
    </message>
    <message>
        <source>(all in)</source>
        <translation>（オールイン）</translation>
    </message>
    <message>
        <source>%1 brings it in for %2</source>
        <translation>%1 が %2 でブリングイン</translation>
    </message>
    <message>
        <source>%1 stands pat</source>
        <translation>%1がスタンドパット</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1が%2枚ドロー</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>ボード：%1</translation>
    </message>
    <message>
        <source>The stub ran short: the stub and the burn cards are scrambled</source>
        <translation>山札不足：残りの山札とバーンカードを混ぜます</translation>
    </message>
    <message>
        <source>The stub ran short: deal it but its last card, then scramble the last card, the burns and the earlier draws&apos; discards (not this draw&apos;s)</source>
        <translation>山札不足：最後の1枚を残して配り、最後の1枚・バーンカード・前回までのドローの捨て札を混ぜてください（今回の捨て札は除く）</translation>
    </message>
    <message>
        <source>Common card: %1, every player&apos;s 7th card</source>
        <translation>共通カード：%1（全員の7枚目のカード）</translation>
    </message>
    <message>
        <source>%1 straddles %2</source>
        <translation>%1 が %2 のストラドル</translation>
    </message>
    <message>
        <source>Exposed card %1 of %2: %3</source>
        <translation>露出カード %1（%2）：%3</translation>
    </message>
    <message>
        <source>Misdeal: every chip goes back, the same button deals again</source>
        <translation>ミスディール：チップは全て戻り、同じボタンで配り直し</translation>
    </message>
    <message>
        <source>%1 mucks</source>
        <translation>%1がマック</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1が%2を公開</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>ブリングイン</translation>
    </message>
    <message>
        <source>A hand the engine dealt cannot be resumed: its deck is never stored.</source>
        <translation>エンジンが配ったハンドは再開できません: デッキは保存されません。</translation>
    </message>
    <message>
        <source>The table&apos;s hands changed since it began (a hand undone): it cannot be resumed.</source>
        <translation>開始後にテーブルのハンドが変わりました（ハンドの取り消し）: 再開できません。</translation>
    </message>
    <message>
        <source>A seat or a chip count at the table changed since it began: it cannot be resumed.</source>
        <translation>開始後にテーブルの席またはチップ数が変わりました: 再開できません。</translation>
    </message>
    <message>
        <source>over, not recorded yet</source>
        <translation>終了、未記録</translation>
    </message>
    <message>
        <source>the showdown</source>
        <translation>ショーダウン</translation>
    </message>
    <message>
        <source>%1th street</source>
        <translation>%1thストリート</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3rdストリート</translation>
    </message>
    <message>
        <source>before the first draw</source>
        <translation>1回目のドロー前</translation>
    </message>
    <message>
        <source>after the first draw</source>
        <translation>1回目のドロー後</translation>
    </message>
    <message>
        <source>after the second draw</source>
        <translation>2回目のドロー後</translation>
    </message>
    <message>
        <source>after the third draw</source>
        <translation>3回目のドロー後</translation>
    </message>
    <message>
        <source>before the flop</source>
        <translation>フロップ前</translation>
    </message>
    <message>
        <source>the flop</source>
        <translation>フロップ</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>リバー</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1アクション</translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation>%1アクション</translation>
    </message>
    <message>
        <source>A hand was in progress at Table %1 when pokerfloor closed (%2).</source>
        <translation>pokerfloor が終了したとき、テーブル%1でハンドが進行中でした（%2）。</translation>
    </message>
    <message>
        <source>A hand was in progress at Table %1 (%2).</source>
        <translation>テーブル%1でハンドが進行中でした（%2）。</translation>
    </message>
    <message>
        <source>Resuming replays everything entered, with the level, game and button the hand began with (level %1). Check the seats against the table.</source>
        <translation>再開すると入力済みの内容をすべて再生します。レベル・ゲーム・ボタンはハンド開始時のまま（レベル%1）です。席をテーブルと照合してください。</translation>
    </message>
    <message>
        <source>Resume it, or start a new hand?</source>
        <translation>再開しますか、それとも新しいハンドを始めますか？</translation>
    </message>
    <message>
        <source>R or Enter: resume it · N: start a new hand (this one is dropped)</source>
        <translation>R または Enter: 再開 · N: 新しいハンド（このハンドは破棄）</translation>
    </message>
    <message>
        <source>The hand is void: nothing of it was recorded in the tournament, every stack is as before it.</source>
        <translation>このハンドは無効です: トーナメントには何も記録されておらず、スタックはすべてハンド前のままです。</translation>
    </message>
    <message>
        <source>It cannot be resumed: it is void.</source>
        <translation>再開できません: 無効です。</translation>
    </message>
    <message>
        <source>N or Enter: start a new hand</source>
        <translation>N または Enter: 新しいハンドを始める</translation>
    </message>
    <message>
        <source>Hand %1 resumed where it stood.</source>
        <translation>ハンド%1を中断したところから再開しました。</translation>
    </message>
    <message>
        <source>Resume it (R)</source>
        <translation>再開 (R)</translation>
    </message>
    <message>
        <source>Start a new hand (N)</source>
        <translation>新しいハンドを始める (N)</translation>
    </message>
    <message>
        <source>%1 card(s) typed, but only %2 up card(s) are due on this street.</source>
        <translation>%1 枚入力されましたが、このストリートで配るアップカードは %2 枚だけです。</translation>
    </message>
    <message>
        <source>Somebody has bet: X checks around only while nobody has.</source>
        <translation>誰かがベットしています：X は誰もベットしていない間だけ全員チェックにします。</translation>
    </message>
    <message>
        <source>Third street</source>
        <translation>サードストリート</translation>
    </message>
    <message>
        <source>Fourth street</source>
        <translation>フォースストリート</translation>
    </message>
    <message>
        <source>Fifth street</source>
        <translation>フィフスストリート</translation>
    </message>
    <message>
        <source>Sixth street</source>
        <translation>シックスストリート</translation>
    </message>
    <message>
        <source>Seventh street</source>
        <translation>セブンスストリート</translation>
    </message>
    <message>
        <source>%1: a card down to each player</source>
        <translation>%1：各プレイヤーに伏せたカードを1枚</translation>
    </message>
</context>
<context>
    <name>TableViewWindow</name>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Table %1 · %2</source>
        <translation>テーブル %1 · %2</translation>
    </message>
    <message>
        <source>Record (live cards)</source>
        <translation>記録（実カード）</translation>
    </message>
    <message>
        <source>Deal (the engine deals)</source>
        <translation>配布（エンジンが配る）</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>ミスディール</translation>
    </message>
    <message>
        <source>Exposed card…</source>
        <translation>露出カード…</translation>
    </message>
    <message>
        <source>Wrong amount (W)…</source>
        <translation>誤った額（W）…</translation>
    </message>
    <message>
        <source>Play it out at random (demo)</source>
        <translation>ランダムに最後までプレイ（デモ）</translation>
    </message>
    <message>
        <source>Draw for the button (D)</source>
        <translation>ボタンを引く (D)</translation>
    </message>
    <message>
        <source>The first button game at this table: draw for the button at random</source>
        <translation>このテーブル最初のボタンゲーム：ボタンをランダムに引きます</translation>
    </message>
    <message>
        <source>Deal mode only: the engine plays the rest of the hand at random</source>
        <translation>配布モードのみ：エンジンがハンドの残りをランダムにプレイ</translation>
    </message>
    <message>
        <source>Hands played here…</source>
        <translation>このテーブルのハンド…</translation>
    </message>
    <message>
        <source>Exposed card: type the seat and the card, e.g. &apos;3 Ah&apos;; the seat&apos;s second card: &apos;3 Ah 2&apos;</source>
        <translation>露出したカード：席とカードを入力（例 &apos;3 Ah&apos;）。その席の2枚目なら &apos;3 Ah 2&apos;</translation>
    </message>
    <message>
        <source>Wrong amount: type the chips the player put in, Enter (one oversized chip without a word: &apos;1000 chip&apos;)</source>
        <translation>誤った額：出したチップを入力、Enter（宣言なしの大きいチップ1枚：&apos;1000 chip&apos;）</translation>
    </message>
    <message>
        <source>Type a seat of this hand and the card, e.g. &apos;3 Ah&apos;</source>
        <translation>このハンドの座席とカードを入力（例 &apos;3 Ah&apos;）</translation>
    </message>
    <message>
        <source>Type the chips put in, in digits</source>
        <translation>出したチップ額を数字で入力</translation>
    </message>
    <message>
        <source>Amount: min %1, max %2 (&apos;a&apos; = all in), Enter · Esc cancels</source>
        <translation>金額：最小 %1、最大 %2（&apos;a&apos; = オールイン）、Enter · Esc で取消</translation>
    </message>
</context>
<context>
    <name>TableViews</name>
    <message>
        <source>Hand-for-hand: table %1 is done; waiting for table(s) %2</source>
        <translation>ハンド・フォー・ハンド：テーブル %1 終了、待機中のテーブル %2</translation>
    </message>
    <message>
        <source>Hand-for-hand: every table is done; hand-for-hand hand %1 is counted. Deal the next</source>
        <translation>ハンド・フォー・ハンド：全テーブル終了。ハンド・フォー・ハンドの %1 ハンド目を記録しました。次のハンドを配ってください</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <source>Balance tables…</source>
        <translation>テーブルのバランス調整…</translation>
    </message>
    <message>
        <source>Break a table…</source>
        <translation>テーブルをブレイク…</translation>
    </message>
    <message>
        <source>Final table redraw…</source>
        <translation>ファイナルテーブル再ドロー…</translation>
    </message>
    <message>
        <source>Right-click a seat to put the button there or to lock the seat.</source>
        <translation>席を右クリックでボタンを置く／席をロック。</translation>
    </message>
    <message>
        <source>Double-click a table (or right-click it) to open its table view.</source>
        <translation>テーブルをダブルクリック（または右クリック）でテーブルビューを開きます。</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 卓</numerusform>
        </translation>
    </message>
    <message>
        <source>seated</source>
        <translation>着席</translation>
    </message>
</context>
<context>
    <name>Takeover</name>
    <message>
        <source>Take over as director&apos;s station</source>
        <translation>ディレクターのステーションとして引き継ぐ</translation>
    </message>
    <message>
        <source>The director&apos;s station, %1, has not been heard from since %2.</source>
        <translation>ディレクターのステーション（%1）から %2 以降応答がありません。</translation>
    </message>
    <message>
        <source>Take over only when that station is really gone (switched off, hung, out of the network). From now on this station records the director&apos;s actions; if the other one wakes up it is told that another station took over, records nothing more and only shows the event.</source>
        <translation>そのステーションが本当に停止している場合（電源断、フリーズ、ネットワーク外）のみ引き継いでください。以後このステーションがディレクターの操作を記録します。もう一方が復帰すると、別のステーションが引き継いだことが通知され、何も記録せず表示のみになります。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>TournamentFiles</name>
    <message>
        <source>“%1” is created. Register the players, then draw the seats.</source>
        <translation>「%1」を作成しました。プレイヤーを登録してから席をドローしてください。</translation>
    </message>
    <message>
        <source>Import structure</source>
        <translation>ストラクチャーをインポート</translation>
    </message>
    <message>
        <source>Could not import the structure: %1</source>
        <translation>ストラクチャーをインポートできません：%1</translation>
    </message>
    <message>
        <source>It applies from the next level; the current level is unchanged.</source>
        <translation>次のレベルから適用され、現在のレベルは変わりません。</translation>
    </message>
    <message>
        <source>The clock waits at its first level.</source>
        <translation>クロックは最初のレベルで待機しています。</translation>
    </message>
    <message>
        <source>Structure “%1” imported (%2). %3</source>
        <translation>ストラクチャー「%1」をインポートしました（%2）。%3</translation>
    </message>
    <message>
        <source>Export structure</source>
        <translation>ストラクチャーをエクスポート</translation>
    </message>
    <message>
        <source>TOML (*.toml);;JSON (*.json)</source>
        <translation>TOML (*.toml);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>エクスポートできません：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>保存しました：%1</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No text-to-speech voice is installed on this computer: the clock shows its announcements but cannot speak them.</source>
        <translation>このコンピューターには音声合成の音声がインストールされていません。時計はアナウンスを表示しますが、読み上げはできません。</translation>
    </message>
    <message>
        <source>Spoken by the voice %1 (%2).</source>
        <translation>音声 %1（%2）で読み上げます。</translation>
    </message>
</context>
<context>
    <name>WalAlert</name>
    <message>
        <source>The database is at risk</source>
        <translation>データベースが危険な状態です</translation>
    </message>
    <message>
        <source>Write a fresh copy now</source>
        <translation>今すぐ新しいコピーを書き出す</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>The fresh copy could not be written: %1</source>
        <translation>新しいコピーを書き出せませんでした: %1</translation>
    </message>
    <message>
        <source>A fresh copy of the event is saved as %1. Nothing is lost. Close pokerfloor when convenient and open that file (pokerfloor --db %1) to continue.</source>
        <translation>トーナメントの新しいコピーを %1 に保存しました。失われたものはありません。都合のよいときに pokerfloor を閉じ、そのファイルを開いて（pokerfloor --db %1）続けてください。</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Break</source>
        <translation>休憩</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>first place</comment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>21st, 31st...</comment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Limits %1 / %2</source>
        <translation>リミット %1 / %2</translation>
    </message>
    <message>
        <source>Ante %1</source>
        <translation>アンティ %1</translation>
    </message>
    <message>
        <source>Bring-in %1</source>
        <translation>ブリングイン %1</translation>
    </message>
    <message>
        <source>Blinds %1 / %2</source>
        <translation>ブラインド %1 / %2</translation>
    </message>
    <message>
        <source>Big blind ante %1</source>
        <translation>BBアンティ %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Break · %1 min</source>
        <translation>休憩 · %1 分</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>次：%1</translation>
    </message>
    <message>
        <source>Colour-up done: %1s raced off</source>
        <translation>カラーアップ完了：%1チップを撤去</translation>
    </message>
    <message>
        <source>Colour-up: %1s race off</source>
        <translation>カラーアップ：%1チップを撤去</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>この後：%1</translation>
    </message>
</context>
<context>
    <name>_Worker</name>
    <message>
        <source>The rehearsal was cancelled.</source>
        <translation>リハーサルは中止されました。</translation>
    </message>
</context>
</TS>
