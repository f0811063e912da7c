<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name />
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Laden…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;beginnen</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Spielre&amp;geln</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>Gespeichertes Spiel &amp;analysieren…</translation>
    </message>
    <message>
        <source>Back to &amp;start</source>
        <translation>Zurück zum S&amp;tart</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Show the &amp;tour again</source>
        <translation>&amp;Rundgang erneut zeigen</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Kontor</source>
        <translation>&amp;Über Kontor</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Show the tour again</source>
        <translation>Rundgang erneut zeigen</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Die laufende Partie verlassen?</translation>
    </message>
    <message>
        <source>You can resume it later from the start screen.</source>
        <translation>Du kannst sie später auf dem Startbildschirm fortsetzen.</translation>
    </message>
    <message numerus="yes">
        <source>Kontor keeps at most %n unfinished games. A new game takes the place of the oldest:</source>
        <translation>
            <numerusform>Kontor bewahrt höchstens %n unterbrochene Partie auf. Eine neue Partie nimmt den Platz der ältesten ein:</numerusform>
            <numerusform>Kontor bewahrt höchstens %n unterbrochene Partien auf. Eine neue Partie nimmt den Platz der ältesten ein:</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop it and start the new game?</source>
        <translation>Die älteste verwerfen und die neue Partie beginnen?</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Spiel laden</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel analysieren</translation>
    </message>
    <message>
        <source>This save cannot be reviewed: %1</source>
        <translation>Dieser Spielstand kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Kontor</source>
        <translation>Kontor</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Choose an action</source>
        <translation>Wähle eine Aktion</translation>
    </message>
    <message>
        <source>Make your move on the table: drag a piece onto a place that glows, or click the piece and then the place.</source>
        <translation>Mach deinen Zug auf dem Tisch: Zieh eine Figur auf einen leuchtenden Platz oder klicke erst die Figur und dann den Platz an.</translation>
    </message>
    <message>
        <source>Available actions</source>
        <translation>Mögliche Aktionen</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Warten auf die anderen Spieler</translation>
    </message>
    <message>
        <source>Drop an action card here to play it</source>
        <translation>Lege eine Aktionskarte hier ab, um sie zu spielen</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Every seat needs a player.</source>
        <translation>Jeder Platz braucht einen Spieler.</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Das Spiel kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>This save cannot be loaded: %1</source>
        <translation>Dieser Spielstand kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Drop the Merkator on a lit region of the map.</source>
        <translation>Lege den Merkator auf eine leuchtende Region der Karte.</translation>
    </message>
    <message>
        <source>Drop it on a lit place in your stores.</source>
        <translation>Lege ihn auf ein leuchtendes Feld in deinem Lager.</translation>
    </message>
    <message>
        <source>Drop a contract on Sell, or click it to fulfil it at its destination.</source>
        <translation>Lege einen Auftrag auf Verkaufen oder klicke ihn an, um ihn an seinem Ziel zu erfüllen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>First finish what the card asks: %1</source>
        <translation>Erledige zuerst, was die Karte verlangt: %1</translation>
    </message>
    <message>
        <source>Pay by dropping cards onto the card you are buying, then click Complete the purchase.</source>
        <translation>Bezahle, indem du Karten auf die gekaufte Karte ziehst, und klicke dann auf Kauf abschließen.</translation>
    </message>
    <message>
        <source>The payment does not need %1: a payment may not include a card it can do without.</source>
        <translation>Die Zahlung braucht die Karte %1 nicht: Eine Zahlung darf keine Karte enthalten, auf die sie verzichten kann.</translation>
    </message>
    <message>
        <source>Drop the cards of the stack onto the next free place of your stall.</source>
        <translation>Ziehe die Karten des Stapels auf den nächsten freien Platz deines Standes.</translation>
    </message>
    <message>
        <source>Drop the cards you discard onto your discard pile, then click Finish discarding.</source>
        <translation>Ziehe die abzulegenden Karten auf deinen Ablagestapel und klicke dann auf Ablegen beenden.</translation>
    </message>
    <message>
        <source>Winter Is Coming: build another stack or pass, with the buttons.</source>
        <translation>Der Winter naht: Baue mit den Knöpfen einen weiteren Stapel oder verzichte.</translation>
    </message>
    <message>
        <source>%1 is a passive card: it works from your hand and is never played.</source>
        <translation>%1 ist eine passive Karte: Sie wirkt aus der Hand und wird nie gespielt.</translation>
    </message>
    <message>
        <source>Junk cannot be played.</source>
        <translation>Ramsch kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Before %1 can be used, choose what it copies: drag it onto a card.</source>
        <translation>Bevor du die Karte %1 nutzt, wähle, was sie kopiert: Ziehe sie auf eine Karte.</translation>
    </message>
    <message>
        <source>Your hand is not worth enough to pay for this card.</source>
        <translation>Deine Hand ist nicht genug wert, um diese Karte zu bezahlen.</translation>
    </message>
    <message>
        <source>Your hand holds no cards of one animal worth exactly %1 together.</source>
        <translation>Deine Hand hat keine Karten einer Tierart mit zusammen genau %1.</translation>
    </message>
    <message>
        <source>Only Market Discovery or Good Old Times may throw away the top card of the market deck.</source>
        <translation>Nur Marktfund oder Gute alte Zeiten dürfen die oberste Karte des Marktstapels entsorgen.</translation>
    </message>
    <message>
        <source>Only Bold Haggler rolls the die, once per turn.</source>
        <translation>Nur der Kühne Feilscher würfelt, einmal pro Zug.</translation>
    </message>
    <message>
        <source>Drop cards onto your own discard pile to discard them.</source>
        <translation>Ziehe Karten auf deinen eigenen Ablagestapel, um sie abzulegen.</translation>
    </message>
    <message>
        <source>Junk may go into a stack only together with a Stashing Vendor.</source>
        <translation>Ramsch darf nur zusammen mit einem Bunkernden Händler in einen Stapel.</translation>
    </message>
    <message>
        <source>A stack holds cards of one animal only (unless it has an Empty Chest).</source>
        <translation>Ein Stapel enthält nur Karten einer Tierart (außer er hat eine Leere Truhe).</translation>
    </message>
    <message>
        <source>With %1 the stack would be worth %2, but stack %3 must be worth exactly %3.</source>
        <translation>Mit der Karte %1 wäre der Stapel %2 wert, aber Stapel %3 muss genau %3 wert sein.</translation>
    </message>
    <message>
        <source>The Merkator travels to a region on the map.</source>
        <translation>Der Merkator reist in eine Region auf der Karte.</translation>
    </message>
    <message>
        <source>The Merkator moves only once per turn, after investing.</source>
        <translation>Der Merkator zieht nur einmal pro Zug, nach dem Investieren.</translation>
    </message>
    <message>
        <source>You hold more than %1 thalers: buy something or discard the excess first.</source>
        <translation>Du hast mehr als %1 Taler: Kaufe zuerst etwas oder gib den Überschuss ab.</translation>
    </message>
    <message>
        <source>You hold %1 contracts: sell down to %2 before you travel.</source>
        <translation>Du hast %1 Aufträge: Verkaufe vor der Reise bis auf %2.</translation>
    </message>
    <message>
        <source>A trip to %1 costs %2; you have %3.</source>
        <translation>Eine Reise in die Region %1 kostet %2; du hast %3.</translation>
    </message>
    <message>
        <source>Supply cubes move into storage in your invest step or while you fulfil contracts.</source>
        <translation>Vorratswürfel kommen beim Investieren oder beim Erfüllen von Aufträgen ins Lager.</translation>
    </message>
    <message>
        <source>Each of the two goods must get at least one of these cubes.</source>
        <translation>Jede der beiden Waren muss mindestens einen dieser Würfel bekommen.</translation>
    </message>
    <message>
        <source>A %1 cube becomes %2 or %3: drop it on one of those stores.</source>
        <translation>Ein Würfel %1 wird zu %2 oder %3: Lege ihn in eines dieser Lager.</translation>
    </message>
    <message>
        <source>You may never sell your last contract.</source>
        <translation>Deinen letzten Auftrag darfst du nie verkaufen.</translation>
    </message>
    <message>
        <source>Wait: %1 decides now.</source>
        <translation>Warte: %1 entscheidet gerade.</translation>
    </message>
    <message>
        <source>This card is yours: a bonus card brings goods on each trip to its region, a building scores at the end.</source>
        <translation>Diese Karte gehört dir: Eine Bonuskarte bringt bei jeder Reise in ihre Region Waren, ein Gebäude zählt am Spielende.</translation>
    </message>
    <message>
        <source>Thalers pay for cards in your invest step: drag a card from the display onto your office.</source>
        <translation>Mit Talern bezahlst du beim Investieren Karten: Ziehe eine Karte aus der Auslage auf dein Kontor.</translation>
    </message>
    <message>
        <source>Time tokens pay for far trips and for joining; while you fulfil, 4 of them buy a good you need.</source>
        <translation>Zeitmarker bezahlen weite Reisen und das Mitreisen; beim Erfüllen kaufen 4 davon eine benötigte Ware.</translation>
    </message>
    <message>
        <source>First this: %1</source>
        <translation>Zuerst dies: %1</translation>
    </message>
    <message>
        <source>The Merkator has travelled this turn; it moves again on the next turn.</source>
        <translation>Der Merkator ist in diesem Zug schon gereist; er zieht im nächsten Zug wieder.</translation>
    </message>
    <message>
        <source>The cubes of a region are taken after a trip there, by the one who travels and those who join.</source>
        <translation>Die Würfel einer Region nimmt nach einer Reise dorthin, wer reist und wer mitreist.</translation>
    </message>
    <message>
        <source>A deck's top contract comes to you when you fulfil a contract of one value less.</source>
        <translation>Den obersten Auftrag eines Stapels bekommst du, wenn du einen Auftrag mit einem um eins kleineren Wert erfüllst.</translation>
    </message>
    <message>
        <source>Contracts are sold in your invest step and fulfilled after your trip, at their destination.</source>
        <translation>Aufträge werden beim Investieren verkauft und nach der Reise an ihrem Zielort erfüllt.</translation>
    </message>
    <message>
        <source>This office lies open for a look: nothing in it moves.</source>
        <translation>Dieses Kontor ist nur zum Ansehen geöffnet: Darin bewegt sich nichts.</translation>
    </message>
    <message>
        <source>Contracts are sold only in your invest step.</source>
        <translation>Aufträge werden nur beim Investieren verkauft.</translation>
    </message>
    <message>
        <source>This contract is fulfilled only in %1.</source>
        <translation>Dieser Auftrag wird nur in der Region %1 erfüllt.</translation>
    </message>
    <message>
        <source>Each contract can be fulfilled once per round.</source>
        <translation>Jeder Auftrag kann einmal pro Runde erfüllt werden.</translation>
    </message>
    <message>
        <source>%1 still missing for this contract: trade 4:1 or use your supply cubes.</source>
        <translation>Für diesen Auftrag fehlt noch %1: Tausche 4:1 oder nutze deine Vorratswürfel.</translation>
    </message>
    <message>
        <source>This card costs %1: first spend contracts worth that much (drop them on Spend).</source>
        <translation>Diese Karte kostet %1: Gib zuerst Aufträge in diesem Wert aus (lege sie auf Ausgeben).</translation>
    </message>
    <message>
        <source>This card costs %1 and you have %2: sell a contract first.</source>
        <translation>Diese Karte kostet %1 und du hast %2: Verkaufe zuerst einen Auftrag.</translation>
    </message>
    <message>
        <source>Cards are bought only in your invest step.</source>
        <translation>Karten werden nur beim Investieren gekauft.</translation>
    </message>
    <message>
        <source>You may take one card into your hand per turn, while your hand is empty.</source>
        <translation>Du darfst pro Zug eine Karte auf die Hand nehmen, solange deine Hand leer ist.</translation>
    </message>
    <message>
        <source>Trades give only goods that bring a contract here closer.</source>
        <translation>Tausch gibt nur Waren, die einen Auftrag hier näher bringen.</translation>
    </message>
    <message>
        <source>Workers go onto a column above a card.</source>
        <translation>Arbeiter kommen auf eine Spalte über einer Karte.</translation>
    </message>
    <message>
        <source>Column %1 is full: 8 workers stand there already.</source>
        <translation>Spalte %1 ist voll: Dort stehen schon 8 Arbeiter.</translation>
    </message>
    <message>
        <source>First choose the good your conversion gives: click a cube in the market hall.</source>
        <translation>Wähle zuerst die Ware, die die Umwandlung bringt: Klicke einen Würfel in der Markthalle an.</translation>
    </message>
    <message>
        <source>The cubes on a ship go to whoever buys the ship, who unloads them in the loading phase.</source>
        <translation>Die Würfel auf einem Schiff bekommt, wer das Schiff kauft; er entlädt sie in der Ladephase.</translation>
    </message>
    <message>
        <source>A worker stays on its column until the card there is sold; then it comes home.</source>
        <translation>Ein Arbeiter bleibt in seiner Spalte, bis die Karte dort verkauft ist; dann kommt er nach Hause.</translation>
    </message>
    <message>
        <source>The points markers move by themselves when points are scored.</source>
        <translation>Die Punktemarker ziehen von selbst, wenn Punkte gewertet werden.</translation>
    </message>
    <message>
        <source>This is another player's area, open for a look: its pieces move in that player's turns.</source>
        <translation>Das ist der Bereich eines anderen Spielers, zum Ansehen geöffnet: seine Teile bewegen sich in dessen Zügen.</translation>
    </message>
    <message>
        <source>It is %1's turn to place a worker.</source>
        <translation>%1 ist am Zug und setzt einen Arbeiter.</translation>
    </message>
    <message>
        <source>%1 decides now whether to buy the offered card.</source>
        <translation>%1 entscheidet gerade, ob die angebotene Karte gekauft wird.</translation>
    </message>
    <message>
        <source>%1 is loading goods now; everyone loads in turn.</source>
        <translation>%1 lädt gerade Waren; alle laden der Reihe nach.</translation>
    </message>
    <message>
        <source>The cards are being sold now; your workers go out again at the start of the next round.</source>
        <translation>Jetzt werden die Karten verkauft; deine Arbeiter ziehen zu Beginn der nächsten Runde wieder los.</translation>
    </message>
    <message>
        <source>Workers are placed at the start of a round, before the cards are sold.</source>
        <translation>Arbeiter werden zu Beginn einer Runde gesetzt, bevor die Karten verkauft werden.</translation>
    </message>
    <message>
        <source>Buy or decline the offered card first; cubes are loaded after all the cards are sold.</source>
        <translation>Kaufe die angebotene Karte zuerst oder lehne sie ab; Würfel werden verladen, wenn alle Karten verkauft sind.</translation>
    </message>
    <message>
        <source>Stored cubes are used in your loading turn, after the cards are sold.</source>
        <translation>Gelagerte Würfel setzt du in deinem Ladezug ein, nach dem Verkauf der Karten.</translation>
    </message>
    <message>
        <source>Column %1 has no card to bid for.</source>
        <translation>In Spalte %1 liegt keine Karte, um die man bieten kann.</translation>
    </message>
    <message>
        <source>Cubes cannot go onto the waterfront; only workers do.</source>
        <translation>Würfel kommen nicht an den Kai; dorthin nur Arbeiter.</translation>
    </message>
    <message>
        <source>That contract is not yours.</source>
        <translation>Dieser Auftrag gehört nicht dir.</translation>
    </message>
    <message>
        <source>This contract is already complete.</source>
        <translation>Dieser Auftrag ist schon erfüllt.</translation>
    </message>
    <message>
        <source>This contract does not take this kind of goods (%1).</source>
        <translation>Dieser Auftrag nimmt diese Warensorte nicht (%1).</translation>
    </message>
    <message>
        <source>This contract has all the goods of this kind it needs (%1).</source>
        <translation>Dieser Auftrag hat schon alle Waren dieser Sorte, die er braucht (%1).</translation>
    </message>
    <message>
        <source>The %1 buys only %2.</source>
        <translation>Die Karte %1 kauft nur %2.</translation>
    </message>
    <message>
        <source>That cube is already in the warehouse.</source>
        <translation>Dieser Würfel ist schon im Lagerhaus.</translation>
    </message>
    <message>
        <source>The warehouse is full: it holds at most %1 cubes.</source>
        <translation>Das Lagerhaus ist voll: Es fasst höchstens %1 Würfel.</translation>
    </message>
    <message>
        <source>That cube is already kept in the market hall.</source>
        <translation>Diesen Würfel behältst du schon in der Markthalle.</translation>
    </message>
    <message>
        <source>Kontor lets one cube into the keep space per loading turn; undo that move to keep another.</source>
        <translation>Kontor lässt pro Ladezug einen Würfel auf das Behalten-Feld; nimm diesen Zug zurück, um einen anderen zu behalten.</translation>
    </message>
    <message>
        <source>The kept cube stays kept; drop another cube onto the keep space to swap it out.</source>
        <translation>Der behaltene Würfel bleibt; lege einen anderen Würfel auf das Behalten-Feld, um ihn zu tauschen.</translation>
    </message>
    <message>
        <source>Drop the cube on a highlighted place.</source>
        <translation>Lege den Würfel auf einen hervorgehobenen Platz.</translation>
    </message>
    <message>
        <source>That move is not allowed: %1</source>
        <translation>Dieser Zug ist nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Hints are not available yet.</source>
        <translation>Tipps sind noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>The AI failed: %1</source>
        <translation>Der Computergegner ist gescheitert: %1</translation>
    </message>
    <message>
        <source>No hint could be found: %1</source>
        <translation>Es wurde kein Tipp gefunden: %1</translation>
    </message>
    <message>
        <source>it is the only legal move</source>
        <translation>es ist der einzige erlaubte Zug</translation>
    </message>
    <message>
        <source>counted out: no other way to play your last steps brings more points</source>
        <translation>durchgezählt: keine andere Art, deine letzten Schritte zu spielen, bringt mehr Punkte</translation>
    </message>
    <message>
        <source>it won about %1 % of the simulated games</source>
        <translation>er gewann etwa %1 % der simulierten Partien</translation>
    </message>
    <message>
        <source>That piece cannot go there. Drop it on a highlighted place.</source>
        <translation>Dieses Teil darf nicht dorthin. Lege es auf einen hervorgehobenen Platz.</translation>
    </message>
    <message>
        <source>This piece cannot move now.</source>
        <translation>Dieses Teil kann jetzt nicht bewegt werden.</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>green</source>
        <translation>meergrün</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>zinnoberrot</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>himmelblau</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>♛ your turn: take back 1 merchant</source>
        <translation>♛ dein Zug: 1 Händler zurücknehmen</translation>
    </message>
    <message>
        <source>bazaar: swap a shown item</source>
        <translation>Basar: Auslage tauschen</translation>
    </message>
    <message>
        <source>bought: turn up 3, gain the top ★</source>
        <translation>beim Kauf: 3 aufdecken, höchste ★ erhalten</translation>
    </message>
    <message>
        <source>Great Market: sell without a merchant</source>
        <translation>Großer Markt: ohne Händler verkaufen</translation>
    </message>
    <message>
        <source>♛ your turn: +1 good</source>
        <translation>♛ dein Zug: +1 Ware</translation>
    </message>
    <message>
        <source>♛ your turn: move 1 merchant next door</source>
        <translation>♛ dein Zug: 1 Händler ins Nachbarviertel</translation>
    </message>
    <message>
        <source>♛ bought: place 1 merchant</source>
        <translation>♛ beim Kauf: 1 Händler einsetzen</translation>
    </message>
    <message>
        <source>♛ bought: +1 ★</source>
        <translation>♛ beim Kauf: +1 ★</translation>
    </message>
    <message>
        <source>marketplace: up to 3 goods</source>
        <translation>Markt: bis zu 3 Waren</translation>
    </message>
    <message>
        <source>nobody takes your goods</source>
        <translation>niemand nimmt dir Waren</translation>
    </message>
    <message>
        <source>guild house: place 2 merchants</source>
        <translation>Gildenhaus: 2 Händler einsetzen</translation>
    </message>
    <message>
        <source>expelled merchants stay on the map</source>
        <translation>Vertriebene bleiben auf dem Plan</translation>
    </message>
    <message>
        <source>vote: count 1 card fewer</source>
        <translation>Abstimmung: 1 Karte weniger zählen</translation>
    </message>
    <message>
        <source>1 merchant may dominate</source>
        <translation>1 Händler kann beherrschen</translation>
    </message>
    <message>
        <source>+1 ★ per control card</source>
        <translation>+1 ★ je Kontrollkarte</translation>
    </message>
    <message>
        <source>auction won: 1 good back</source>
        <translation>Versteigerung gewonnen: 1 Ware zurück</translation>
    </message>
    <message>
        <source>bought: +3 goods</source>
        <translation>beim Kauf: +3 Waren</translation>
    </message>
    <message>
        <source>bought: take 2 goods from a player</source>
        <translation>beim Kauf: einem Spieler 2 Waren nehmen</translation>
    </message>
    <message>
        <source>your turn: +1 ♦</source>
        <translation>dein Zug: +1 ♦</translation>
    </message>
    <message>
        <source>bought: +1 good</source>
        <translation>beim Kauf: +1 Ware</translation>
    </message>
    <message>
        <source>+2 goods of the token's colour</source>
        <translation>+2 Waren in der Farbe des Markers</translation>
    </message>
    <message>
        <source>+1 good per ♟ in the district</source>
        <translation>+1 Ware je ♟ im Viertel</translation>
    </message>
    <message>
        <source>+1 good per ♟ on the square</source>
        <translation>+1 Ware je ♟ auf dem Platz</translation>
    </message>
    <message>
        <source>lose all goods and your ♟ in the district</source>
        <translation>verliere alle Waren und deine ♟ im Viertel</translation>
    </message>
    <message>
        <source>expel a player's ♟ from the district</source>
        <translation>vertreibe die ♟ eines Spielers aus dem Viertel</translation>
    </message>
    <message>
        <source>move up to 2 ♟ in</source>
        <translation>ziehe bis zu 2 ♟ hinein</translation>
    </message>
    <message>
        <source>move up to 2 ♟ out</source>
        <translation>ziehe bis zu 2 ♟ hinaus</translation>
    </message>
    <message>
        <source>+1 ♟ in any district</source>
        <translation>+1 ♟ in ein beliebiges Viertel</translation>
    </message>
    <message>
        <source>+1 ♟ on the square</source>
        <translation>+1 ♟ auf den Platz</translation>
    </message>
    <message>
        <source>+2 ♟ next door</source>
        <translation>+2 ♟ nebenan</translation>
    </message>
    <message>
        <source>take 1 good from a player</source>
        <translation>nimm einem Spieler 1 Ware</translation>
    </message>
    <message>
        <source>+2 goods of your choice</source>
        <translation>+2 Waren nach Wahl</translation>
    </message>
    <message>
        <source>Alone: 2 goods. Two: 1 good per own merchant in the district. Three or more: 1 good per own merchant on the square.</source>
        <translation>Allein: 2 Waren. Zwei: 1 Ware je eigenem Händler im Viertel. Drei oder mehr: 1 Ware je eigenem Händler auf dem Platz.</translation>
    </message>
    <message>
        <source>Alone: take 1 good from another player. Two: 2 goods of your choice. Three or more: lose all your goods and your merchants in the district.</source>
        <translation>Allein: Nimm 1 Ware von einem anderen Spieler. Zwei: 2 Waren nach Wahl. Drei oder mehr: Du verlierst alle Waren und deine Händler im Viertel.</translation>
    </message>
    <message>
        <source>Alone: expel one player's merchants from the district. Two: move up to 2 own merchants in from a neighbour. Three or more: move up to 2 out to a neighbour.</source>
        <translation>Allein: Vertreibe die Händler eines Spielers aus dem Viertel. Zwei: Ziehe bis zu 2 eigene Händler aus einem Nachbarviertel hinein. Drei oder mehr: Ziehe bis zu 2 in ein Nachbarviertel hinaus.</translation>
    </message>
    <message>
        <source>Alone: place a merchant in any district. Two: place one on the square. Three or more: place up to 2 in a district next to the guild token.</source>
        <translation>Allein: Setze einen Händler in ein beliebiges Viertel. Zwei: Setze einen auf den Platz. Drei oder mehr: Setze bis zu 2 in ein Viertel neben dem Gildenmarker.</translation>
    </message>
    <message>
        <source>the square</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Control card %1</source>
        <translation>Kontrollkarte %1</translation>
    </message>
    <message>
        <source>Control card: %1</source>
        <translation>Kontrollkarte: %1</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>%1 red</source>
        <translation>%1 Rot</translation>
    </message>
    <message>
        <source>%1 black</source>
        <translation>%1 Schwarz</translation>
    </message>
    <message>
        <source>no goods</source>
        <translation>keine Waren</translation>
    </message>
    <message>
        <source>a merchant</source>
        <translation>einen Händler</translation>
    </message>
    <message numerus="yes">
        <source>%n merchants</source>
        <translation>
            <numerusform>%n Händler</numerusform>
            <numerusform>%n Händler</numerusform>
        </translation>
    </message>
    <message>
        <source>the marketplace</source>
        <translation>zum Markt</translation>
    </message>
    <message>
        <source>the guild house</source>
        <translation>zum Gildenhaus</translation>
    </message>
    <message>
        <source>the bazaar</source>
        <translation>zum Basar</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>guild house</source>
        <translation>Gildenhaus</translation>
    </message>
    <message>
        <source>expulsion</source>
        <translation>Vertreibung</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <source>control card</source>
        <translation>Kontrollkarte</translation>
    </message>
    <message>
        <source>items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>item effects</source>
        <translation>Gegenstandswirkungen</translation>
    </message>
    <message>
        <source>control cards</source>
        <translation>Kontrollkarten</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Drag a merchant from your supply into a district.</source>
        <translation>Ziehe einen Händler aus deinem Vorrat in ein Viertel.</translation>
    </message>
    <message>
        <source>Drag your second merchant into a district other than %1.</source>
        <translation>Ziehe deinen zweiten Händler in ein anderes Viertel als %1.</translation>
    </message>
    <message>
        <source>Choose which of your start-of-turn items acts first.</source>
        <translation>Wähle, welcher deiner Zugbeginn-Gegenstände zuerst wirkt.</translation>
    </message>
    <message>
        <source>Royal Cloak: you may drag one of your merchants off the map into your supply.</source>
        <translation>Königsmantel: Du darfst einen deiner Händler vom Plan in deinen Vorrat ziehen.</translation>
    </message>
    <message>
        <source>Sceptre: you may drag one of your merchants into a neighbouring district.</source>
        <translation>Zepter: Du darfst einen deiner Händler in ein Nachbarviertel ziehen.</translation>
    </message>
    <message>
        <source>Choose the colours of the %1 goods you gain (%2).</source>
        <translation>Wähle die Farben der %1 Waren, die du erhältst (%2).</translation>
    </message>
    <message>
        <source>Visit the marketplace, the guild house or the bazaar: click one.</source>
        <translation>Besuche den Markt, das Gildenhaus oder den Basar: Klicke eines davon an.</translation>
    </message>
    <message>
        <source>Marketplace: drag up to %1 goods of one colour to your panel.</source>
        <translation>Markt: Ziehe bis zu %1 Waren einer Farbe auf dein Feld.</translation>
    </message>
    <message>
        <source>Guild house: drag a merchant from your supply onto the map, or one of yours from the map into your supply.</source>
        <translation>Gildenhaus: Ziehe einen Händler aus dem Vorrat auf den Plan oder einen deiner Händler vom Plan in den Vorrat.</translation>
    </message>
    <message>
        <source>Guild house: another merchant the same way, or Done.</source>
        <translation>Gildenhaus: einen weiteren Händler genauso oder Fertig.</translation>
    </message>
    <message>
        <source>Historical Book: you may put a displayed item under the deck and turn up a new one.</source>
        <translation>Geschichtsbuch: Du darfst einen ausliegenden Gegenstand unter den Stapel legen und einen neuen aufdecken.</translation>
    </message>
    <message>
        <source>Bazaar: click the item to put up for auction.</source>
        <translation>Basar: Klicke den Gegenstand an, den du versteigern willst.</translation>
    </message>
    <message>
        <source>Bazaar: nothing was bought. Click a second item to auction, or pass.</source>
        <translation>Basar: Nichts wurde gekauft. Klicke einen zweiten Gegenstand zum Versteigern an oder passe.</translation>
    </message>
    <message>
        <source>Open the auction of %1: bid at least %2 goods.</source>
        <translation>Eröffne die Versteigerung des Gegenstands %1: Biete mindestens %2 Waren.</translation>
    </message>
    <message>
        <source>%1 bids %2 for %3: match the bid or drop out.</source>
        <translation>%1 bietet %2 für den Gegenstand %3: Geh mit oder steig aus.</translation>
    </message>
    <message>
        <source>%1 bids %2 for %3: raise the bid or drop out.</source>
        <translation>%1 bietet %2 für den Gegenstand %3: Erhöhe oder steig aus.</translation>
    </message>
    <message>
        <source>Pay %1 goods for the item: choose the colours.</source>
        <translation>Zahle %1 Waren für den Gegenstand: Wähle die Farben.</translation>
    </message>
    <message>
        <source>Pay %1 goods at the Great Market: choose the colours.</source>
        <translation>Zahle auf dem Großen Markt %1 Waren: Wähle die Farben.</translation>
    </message>
    <message>
        <source>Merchant's Purse: take back one of the goods you paid.</source>
        <translation>Händlerbeutel: Nimm eine der bezahlten Waren zurück.</translation>
    </message>
    <message>
        <source>Picklocks: click the card to put under the bazaar deck next.</source>
        <translation>Dietriche: Klicke die Karte an, die als nächste unter den Basarstapel kommt.</translation>
    </message>
    <message>
        <source>Royal Charter: you may drag a merchant from your supply into a district.</source>
        <translation>Königsurkunde: Du darfst einen Händler aus dem Vorrat in ein Viertel ziehen.</translation>
    </message>
    <message>
        <source>Dagger: drag a good from an opponent to your panel (up to %1 more).</source>
        <translation>Dolch: Ziehe eine Ware eines Gegners auf dein Feld (noch bis zu %1).</translation>
    </message>
    <message>
        <source>Drag a guild token into a district.</source>
        <translation>Ziehe einen Gildenmarker in ein Viertel.</translation>
    </message>
    <message>
        <source>Choose your vote card in secret: click it.</source>
        <translation>Wähle deine Abstimmungskarte geheim: Klicke sie an.</translation>
    </message>
    <message>
        <source>Masquerade Mask: count your %1 as %2 cards, or as one fewer.</source>
        <translation>Maske: Zähle deine Karte %1 als %2 Karten oder als eine weniger.</translation>
    </message>
    <message>
        <source>Black Market: drag one good from another player to your panel.</source>
        <translation>Schwarzmarkt: Ziehe eine Ware eines anderen Spielers auf dein Feld.</translation>
    </message>
    <message>
        <source>Influence: click the player whose merchants leave %1.</source>
        <translation>Einfluss: Klicke den Spieler an, dessen Händler %1 verlassen.</translation>
    </message>
    <message>
        <source>Influence: you may drag up to 2 of your merchants into %1 from a neighbouring district.</source>
        <translation>Einfluss: Du darfst bis zu 2 deiner Händler aus einem Nachbarviertel nach %1 ziehen.</translation>
    </message>
    <message>
        <source>Influence: you may drag up to 2 of your merchants from %1 into a neighbouring district.</source>
        <translation>Einfluss: Du darfst bis zu 2 deiner Händler aus %1 in ein Nachbarviertel ziehen.</translation>
    </message>
    <message>
        <source>Recruitment: drag a merchant from your supply into any district.</source>
        <translation>Anwerbung: Ziehe einen Händler aus dem Vorrat in ein beliebiges Viertel.</translation>
    </message>
    <message>
        <source>Recruitment: you may drag up to 2 merchants from your supply into a district next to %1.</source>
        <translation>Anwerbung: Du darfst bis zu 2 Händler aus dem Vorrat in ein Viertel neben %1 ziehen.</translation>
    </message>
    <message>
        <source>Expelled: drag your merchant from %1 into a neighbouring district.</source>
        <translation>Vertrieben: Ziehe deinen Händler aus %1 in ein Nachbarviertel.</translation>
    </message>
    <message>
        <source>Travel Map: drag your expelled merchants from %1 into a neighbouring district or into your supply (%2 left).</source>
        <translation>Reisekarte: Ziehe deine vertriebenen Händler aus %1 in ein Nachbarviertel oder in den Vorrat (noch %2).</translation>
    </message>
    <message>
        <source>Old Coins: sell %1 goods for %2 prestige without a merchant on the square?</source>
        <translation>Alte Münzen: %1 Waren für %2 Prestige ohne Händler auf dem Platz verkaufen?</translation>
    </message>
    <message>
        <source>Great Market: drag your merchant from the square into a district.</source>
        <translation>Großer Markt: Ziehe deinen Händler vom Platz in ein Viertel.</translation>
    </message>
    <message>
        <source>Market control: drag a control card you dominate onto your panel.</source>
        <translation>Marktkontrolle: Ziehe eine Kontrollkarte, deren Viertel du beherrschst, auf dein Feld.</translation>
    </message>
    <message>
        <source>The game is over: %1 won.</source>
        <translation>Das Spiel ist aus. Sieg für %1.</translation>
    </message>
    <message>
        <source>%1 placed %2 in %3.</source>
        <translation>%1 setzt %2 ein: %3.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3 back into the supply.</source>
        <translation>%1 nimmt %2 zurück in den Vorrat (%3).</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4.</source>
        <translation>%1 zieht %2: %3 → %4.</translation>
    </message>
    <message>
        <source>%1 gained %2 (%3).</source>
        <translation>%1 erhält %2 (%3).</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <translation>%1 zahlt %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3 (%4).</source>
        <translation>%1 nimmt %2 von %3 (%4).</translation>
    </message>
    <message>
        <source>%1 lost %2 at the Black Market.</source>
        <translation>%1 verliert auf dem Schwarzmarkt: %2.</translation>
    </message>
    <message>
        <source>%1 gained %2 prestige (%3) and has %4.</source>
        <translation>%1 erhält %2 Prestige (%3) und hat nun %4.</translation>
    </message>
    <message>
        <source>%1's turn begins.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 used %2.</source>
        <translation>%1 nutzt den Gegenstand %2.</translation>
    </message>
    <message>
        <source>%1 went to %2.</source>
        <translation>%1 geht %2.</translation>
    </message>
    <message>
        <source>%1 cannot hold more goods of that colour: the gain is lost.</source>
        <translation>%1 kann keine weiteren Waren dieser Farbe haben: Der Gewinn verfällt.</translation>
    </message>
    <message>
        <source>%1 has no merchant to place or take back: nothing happens.</source>
        <translation>%1 hat keinen Händler zum Einsetzen oder Zurücknehmen: Nichts geschieht.</translation>
    </message>
    <message>
        <source>%1 cannot afford it: nothing happens.</source>
        <translation>%1 kann es sich nicht leisten: Nichts geschieht.</translation>
    </message>
    <message>
        <source>%1 gains nothing.</source>
        <translation>%1 erhält nichts.</translation>
    </message>
    <message>
        <source>%1 finds no goods to take.</source>
        <translation>%1 findet keine Waren, die sich nehmen ließen.</translation>
    </message>
    <message>
        <source>%1 cannot place on the square while a guild token stands there.</source>
        <translation>%1 kann nichts auf den Platz setzen, solange dort ein Gildenmarker steht.</translation>
    </message>
    <message>
        <source>%1: the effect is lost.</source>
        <translation>%1: Die Wirkung verfällt.</translation>
    </message>
    <message>
        <source>%1 put %2 under the bazaar deck and turned up %3.</source>
        <translation>%1 legt den Gegenstand %2 unter den Basarstapel und deckt den Gegenstand %3 auf.</translation>
    </message>
    <message>
        <source>The bazaar now shows %1.</source>
        <translation>Auf dem Basar liegt jetzt aus: %1.</translation>
    </message>
    <message>
        <source>%1 turned up %2 with Picklocks (%3 prestige).</source>
        <translation>%1 deckt mit den Dietrichen auf: %2 (%3 Prestige).</translation>
    </message>
    <message>
        <source>%1 opened the auction of %2 at %3.</source>
        <translation>%1 eröffnet die Versteigerung des Gegenstands %2 mit %3.</translation>
    </message>
    <message>
        <source>%1 raised the bid for %2 to %3.</source>
        <translation>%1 erhöht das Gebot für den Gegenstand %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 matched the bid of %2 for %3.</source>
        <translation>%1 geht beim Gebot von %2 für den Gegenstand %3 mit.</translation>
    </message>
    <message>
        <source>%1 cannot bid more and drops out.</source>
        <translation>%1 kann nicht mehr bieten und steigt aus.</translation>
    </message>
    <message>
        <source>%1 dropped out.</source>
        <translation>%1 steigt aus.</translation>
    </message>
    <message>
        <source>%1 won %2 for %3 goods.</source>
        <translation>%1 ersteigert den Gegenstand %2 für %3 Waren.</translation>
    </message>
    <message>
        <source>%1 bought %2.</source>
        <translation>%1 kauft den Gegenstand %2.</translation>
    </message>
    <message>
        <source>%1 moved the %2 to %3.</source>
        <translation>%1 zieht den Gildenmarker (%2) nach %3.</translation>
    </message>
    <message>
        <source>%1 has chosen a vote card.</source>
        <translation>%1 wählt eine Abstimmungskarte.</translation>
    </message>
    <message>
        <source>The votes are revealed: %1.</source>
        <translation>Die Stimmen werden aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1 carries out %2 (%3 of that card).</source>
        <translation>%1 führt %2 aus (Karten dieser Art: %3).</translation>
    </message>
    <message>
        <source>%1 drove %2 of %3 out of %4.</source>
        <translation>%1 vertreibt %2 von %3 aus %4.</translation>
    </message>
    <message>
        <source>The Great Market opens: %1 goods buy %2 prestige.</source>
        <translation>Der Große Markt öffnet: %1 Waren bringen %2 Prestige.</translation>
    </message>
    <message>
        <source>%1 sold %2 goods at the Great Market with Old Coins.</source>
        <translation>%1 verkauft mit den Alten Münzen %2 Waren auf dem Großen Markt.</translation>
    </message>
    <message>
        <source>%1 sold %2 goods at the Great Market.</source>
        <translation>%1 verkauft %2 Waren auf dem Großen Markt.</translation>
    </message>
    <message>
        <source>The Great Market closes.</source>
        <translation>Der Große Markt schließt.</translation>
    </message>
    <message>
        <source>%1 claimed the control card %2.</source>
        <translation>%1 nimmt die Kontrollkarte %2.</translation>
    </message>
    <message>
        <source>The control card %1 is turned up.</source>
        <translation>Die Kontrollkarte %1 wird aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 claimed %2.</source>
        <translation>%1 nimmt: %2.</translation>
    </message>
    <message>
        <source>%1 is turned up.</source>
        <translation>Aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Auslassen</translation>
    </message>
    <message>
        <source>Keep the display</source>
        <translation>Auslage behalten</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <source>Sell with Old Coins</source>
        <translation>Mit Alten Münzen verkaufen</translation>
    </message>
    <message>
        <source>Place a merchant in %1</source>
        <translation>Händler einsetzen: %1</translation>
    </message>
    <message>
        <source>Take a merchant back from %1</source>
        <translation>Händler zurücknehmen: %1</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Den Gegenstand %1 nutzen</translation>
    </message>
    <message>
        <source>Move a merchant from %1 to %2</source>
        <translation>Händler ziehen: %1 → %2</translation>
    </message>
    <message>
        <source>Visit the marketplace</source>
        <translation>Zum Markt gehen</translation>
    </message>
    <message>
        <source>Visit the guild house</source>
        <translation>Zum Gildenhaus gehen</translation>
    </message>
    <message>
        <source>Visit %1</source>
        <translation>%1 gehen</translation>
    </message>
    <message>
        <source>Visit the bazaar</source>
        <translation>Zum Basar gehen</translation>
    </message>
    <message>
        <source>Put %1 under the deck</source>
        <translation>Den Gegenstand %1 unter den Stapel legen</translation>
    </message>
    <message>
        <source>Auction %1</source>
        <translation>Den Gegenstand %1 versteigern</translation>
    </message>
    <message>
        <source>Match the bid of %1</source>
        <translation>Beim Gebot von %1 mitgehen</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Auf %1 erhöhen</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>%1 zahlen</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>%1 zurücknehmen</translation>
    </message>
    <message>
        <source>Put %1 under the deck next</source>
        <translation>Den Gegenstand %1 als Nächstes unter den Stapel legen</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <translation>%1 von %2 nehmen</translation>
    </message>
    <message>
        <source>Move the %1 to %2</source>
        <translation>Den Gildenmarker (%1) nach %2 ziehen</translation>
    </message>
    <message>
        <source>Vote %1</source>
        <translation>Stimmen: %1</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Als %1 zählen</translation>
    </message>
    <message>
        <source>Expel the merchants of %1</source>
        <translation>Die Händler von %1 vertreiben</translation>
    </message>
    <message>
        <source>Move %1 in from %2</source>
        <translation>Aus %2 hereinziehen: %1</translation>
    </message>
    <message>
        <source>Move %1 out to %2</source>
        <translation>Nach %2 hinausziehen: %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>In %2 einsetzen: %1</translation>
    </message>
    <message>
        <source>Send the rest to your supply</source>
        <translation>Den Rest in den Vorrat schicken</translation>
    </message>
    <message>
        <source>Send a merchant to %1</source>
        <translation>Einen Händler nach %1 schicken</translation>
    </message>
    <message>
        <source>Move the merchant to %1</source>
        <translation>Den Händler nach %1 ziehen</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>Nehmen: %1</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Control cards</source>
        <translation>Kontrollkarten</translation>
    </message>
    <message>
        <source>Item effects</source>
        <translation>Gegenstandswirkungen</translation>
    </message>
    <message>
        <source>%1 prestige · %2 · %3 in supply</source>
        <translation>%1 Prestige · %2 · %3 im Vorrat</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>AI (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>About Kontor</source>
        <translation>Über Kontor</translation>
    </message>
    <message>
        <source>Merchant board and card games at one table: against the computer, solo or hot-seat.</source>
        <translation>Händler-Brett- und Kartenspiele an einem Tisch: gegen den Computer, solo oder am selben Gerät.</translation>
    </message>
    <message>
        <source>Games and where their data comes from</source>
        <translation>Spiele und woher ihre Daten stammen</translation>
    </message>
    <message>
        <source>reconstructed data and rule choices</source>
        <translation>rekonstruierte Daten und Regelentscheidungen</translation>
    </message>
    <message>
        <source>no rules page installed</source>
        <translation>keine Regelseite installiert</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Deine Dateien</translation>
    </message>
    <message>
        <source>Saves, the autosave and statistics</source>
        <translation>Spielstände, automatische Sicherung und Statistiken</translation>
    </message>
    <message>
        <source>Uninstalling Kontor keeps these folders.</source>
        <translation>Beim Deinstallieren von Kontor bleiben diese Ordner erhalten.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Kontor carries these packages, each under its own licence. Qt and Qt for Python are used under the GNU LGPL version 3: their libraries are separate files in Kontor's program folder, and you may replace them with your own build of the same version.</source>
        <translation>Kontor enthält diese Pakete, jedes unter seiner eigenen Lizenz. Qt und Qt for Python werden unter der GNU LGPL Version 3 genutzt: Ihre Bibliotheken sind eigene Dateien im Programmordner von Kontor, und du kannst sie durch einen eigenen Build derselben Version ersetzen.</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Source code</source>
        <translation>Quellcode</translation>
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
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Choose an action in the list</source>
        <translation>Eine Aktion in der Liste wählen</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Hoch, Runter</translation>
    </message>
    <message>
        <source>Play the chosen action</source>
        <translation>Die gewählte Aktion spielen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Close the tour</source>
        <translation>Rundgang schließen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>See a card or piece large</source>
        <translation>Eine Karte oder Figur groß ansehen</translation>
    </message>
    <message>
        <source>Hold the right mouse button</source>
        <translation>Rechte Maustaste gedrückt halten</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>An Fenster anpassen</translation>
    </message>
    <message>
        <source>Legend (L)</source>
        <translation>Legende (L)</translation>
    </message>
    <message>
        <source>What every symbol, colour and mark on the table means</source>
        <translation>Was jedes Symbol, jede Farbe und jede Markierung auf dem Tisch bedeutet</translation>
    </message>
    <message>
        <source>Show panel</source>
        <translation>Leiste zeigen</translation>
    </message>
    <message>
        <source>Hide panel</source>
        <translation>Leiste ausblenden</translation>
    </message>
    <message>
        <source>The players, the available actions and the game log beside the table</source>
        <translation>Die Spieler, die möglichen Aktionen und das Spielprotokoll neben dem Tisch</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>%1 made a move.</source>
        <translation>%1 zieht.</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nirgendwohin</translation>
    </message>
    <message>
        <source>Gn</source>
        <translation>Gr</translation>
    </message>
    <message>
        <source>Ye</source>
        <translation>Ge</translation>
    </message>
    <message>
        <source>Bk</source>
        <translation>Sw</translation>
    </message>
    <message>
        <source>Pu</source>
        <translation>Li</translation>
    </message>
    <message>
        <source>Or</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Gy</source>
        <translation>Ga</translation>
    </message>
    <message>
        <source>Bu</source>
        <translation>Bl</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Ro</translation>
    </message>
    <message>
        <source>bonus card %1 · %2</source>
        <translation>Bonuskarte %1 · %2</translation>
    </message>
    <message>
        <source>contract %1 · %2</source>
        <translation>Auftrag %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <translation>
            <numerusform>%n verschiedene Ware</numerusform>
            <numerusform>%n verschiedene Waren</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard the rest of your hand in an order you choose, then draw as many cards.</source>
        <translation>Lege den Rest deiner Hand in einer Reihenfolge deiner Wahl ab und ziehe dann ebenso viele Karten.</translation>
    </message>
    <message>
        <source>While it is in your hand at clean-up, your hand size is one larger.</source>
        <translation>Hast du sie beim Aufräumen auf der Hand, ist dein Handlimit um eins größer.</translation>
    </message>
    <message>
        <source>Throw away a card from your hand, then draw a card.</source>
        <translation>Entsorge eine Karte aus deiner Hand und ziehe dann eine Karte.</translation>
    </message>
    <message>
        <source>Look at the top 3 cards of your deck: keep 1, put the others back on top.</source>
        <translation>Sieh dir die obersten 3 Karten deines Stapels an: Behalte 1, lege die anderen zurück nach oben.</translation>
    </message>
    <message>
        <source>Until the end of the turn every card is worth 1 more.</source>
        <translation>Bis zum Ende des Zuges ist jede Karte 1 mehr wert.</translation>
    </message>
    <message>
        <source>Take the top card of your discard pile into your hand.</source>
        <translation>Nimm die oberste Karte deines Ablagestapels auf die Hand.</translation>
    </message>
    <message>
        <source>Throw away every market card, then refill the market.</source>
        <translation>Entsorge alle Marktkarten und fülle den Markt neu auf.</translation>
    </message>
    <message>
        <source>Take any market card into your hand for free.</source>
        <translation>Nimm eine beliebige Marktkarte kostenlos auf die Hand.</translation>
    </message>
    <message>
        <source>When you buy this card, you may throw away up to 3 junk cards you paid with.</source>
        <translation>Wenn du diese Karte kaufst, darfst du bis zu 3 Ramschkarten entsorgen, mit denen du bezahlt hast.</translation>
    </message>
    <message>
        <source>Once per turn in your hand: throw away the top card of the market deck. In a payment: buy the top card of the market discard pile at its value.</source>
        <translation>Einmal pro Zug auf der Hand: Entsorge die oberste Karte des Marktstapels. In einer Zahlung: Kaufe die oberste Karte der Marktablage zu ihrem Wert.</translation>
    </message>
    <message>
        <source>Draw 3 cards from the market deck: keep 1, throw away the others.</source>
        <translation>Ziehe 3 Karten vom Marktstapel: Behalte 1, entsorge die anderen.</translation>
    </message>
    <message>
        <source>In a payment you may add as many extra cards as you like.</source>
        <translation>In einer Zahlung darfst du beliebig viele zusätzliche Karten hinzufügen.</translation>
    </message>
    <message>
        <source>Your discard pile becomes your shuffled deck, and your deck your discard pile.</source>
        <translation>Dein Ablagestapel wird gemischt zu deinem Stapel, dein Stapel wird zu deinem Ablagestapel.</translation>
    </message>
    <message>
        <source>Up to 2 other players each discard a random card from their hand.</source>
        <translation>Bis zu 2 andere Spieler legen je eine zufällige Handkarte ab.</translation>
    </message>
    <message>
        <source>Put a card from your hand on top of another player's deck.</source>
        <translation>Lege eine Karte aus deiner Hand oben auf den Stapel eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Take a random card from another player's hand, then give them any card of yours.</source>
        <translation>Nimm eine zufällige Karte aus der Hand eines anderen Spielers und gib ihm dann eine beliebige deiner Karten.</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of another player's deck: throw one away, put the other on their discard pile.</source>
        <translation>Sieh dir die obersten 2 Karten vom Stapel eines anderen Spielers an: Entsorge eine, lege die andere auf seinen Ablagestapel.</translation>
    </message>
    <message>
        <source>Take the top card of another player's discard pile.</source>
        <translation>Nimm die oberste Karte vom Ablagestapel eines anderen Spielers.</translation>
    </message>
    <message>
        <source>A stack with this card may contain junk.</source>
        <translation>Ein Stapel mit dieser Karte darf Ramsch enthalten.</translation>
    </message>
    <message>
        <source>A stack with this card may mix animal decks.</source>
        <translation>Ein Stapel mit dieser Karte darf Tierdecks mischen.</translation>
    </message>
    <message>
        <source>A stack with this card may also take one card from your discard pile.</source>
        <translation>Ein Stapel mit dieser Karte darf auch eine Karte aus deinem Ablagestapel aufnehmen.</translation>
    </message>
    <message>
        <source>Take any card from another player's stall into your hand and put this card in its place.</source>
        <translation>Nimm eine beliebige Karte aus dem Stand eines anderen Spielers auf die Hand und lege diese Karte an ihre Stelle.</translation>
    </message>
    <message>
        <source>In a stack it may count as 4 or 6.</source>
        <translation>In einem Stapel darf sie als 4 oder 6 zählen.</translation>
    </message>
    <message>
        <source>After building a stack with this card you may build one more.</source>
        <translation>Nach dem Bau eines Stapels mit dieser Karte darfst du noch einen bauen.</translation>
    </message>
    <message>
        <source>Once per turn in your hand: roll the die and add the result to this card's value for the turn.</source>
        <translation>Einmal pro Zug auf der Hand: Würfle und addiere das Ergebnis für diesen Zug zum Wert dieser Karte.</translation>
    </message>
    <message>
        <source>Throw away an animal card from your discard pile, then draw a card from the market deck.</source>
        <translation>Entsorge eine Tierkarte aus deinem Ablagestapel und ziehe dann eine Karte vom Marktstapel.</translation>
    </message>
    <message>
        <source>Discard your hand and draw as many cards; then shuffle your hand with another player's and deal both out again.</source>
        <translation>Lege deine Hand ab und ziehe ebenso viele Karten; mische dann deine Hand mit der eines anderen Spielers und teile beide neu aus.</translation>
    </message>
    <message>
        <source>Draw the top card of the market deck: if it alone forms your next stack it is built, otherwise it is thrown away.</source>
        <translation>Ziehe die oberste Karte des Marktstapels: Bildet sie allein deinen nächsten Stapel, wird er gebaut, sonst wird sie entsorgt.</translation>
    </message>
    <message>
        <source>Choose another player and roll the die: swap that many random cards between your hands.</source>
        <translation>Wähle einen anderen Spieler und würfle: Ihr tauscht so viele zufällige Handkarten.</translation>
    </message>
    <message>
        <source>Secretly pick a card in your hand; another player guesses its value. Right: discard it. Wrong: set its value to 1-5 for the turn.</source>
        <translation>Wähle geheim eine Handkarte; ein anderer Spieler rät ihren Wert. Richtig: Lege sie ab. Falsch: Setze ihren Wert für diesen Zug auf 1-5.</translation>
    </message>
    <message>
        <source>Copies a card in your last stack.</source>
        <translation>Kopiert eine Karte in deinem letzten Stapel.</translation>
    </message>
    <message>
        <source>Copies the top card of another player's discard pile.</source>
        <translation>Kopiert die oberste Karte vom Ablagestapel eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Copies the top card of the market discard pile; once per turn it may throw away the top card of the market deck.</source>
        <translation>Kopiert die oberste Karte der Marktablage; einmal pro Zug darf sie die oberste Karte des Marktstapels entsorgen.</translation>
    </message>
    <message>
        <source>Take any market card into your hand and put this card in its slot.</source>
        <translation>Nimm eine beliebige Marktkarte auf die Hand und lege diese Karte auf ihren Platz.</translation>
    </message>
    <message>
        <source>Copies a card in the market.</source>
        <translation>Kopiert eine Karte im Markt.</translation>
    </message>
    <message>
        <source>Copies another card in your hand.</source>
        <translation>Kopiert eine andere Karte in deiner Hand.</translation>
    </message>
    <message>
        <source>No animal and no effect; worth 1 when paying.</source>
        <translation>Ohne Tier und ohne Wirkung; beim Bezahlen 1 wert.</translation>
    </message>
    <message>
        <source>Discard your hand, draw as many</source>
        <translation>Hand ablegen, ebenso viele ziehen</translation>
    </message>
    <message>
        <source>Hand size +1 while in hand</source>
        <translation>Handlimit +1, solange auf der Hand</translation>
    </message>
    <message>
        <source>✕ a hand card, draw 1</source>
        <translation>✕ eine Handkarte, 1 ziehen</translation>
    </message>
    <message>
        <source>Top 3 of your deck: keep 1</source>
        <translation>Oberste 3 deines Stapels: 1 behalten</translation>
    </message>
    <message>
        <source>Every card +1 this turn</source>
        <translation>Jede Karte +1 in diesem Zug</translation>
    </message>
    <message>
        <source>Your discard pile's top → hand</source>
        <translation>Oberste Karte der Ablage → Hand</translation>
    </message>
    <message>
        <source>✕ the whole market, refill it</source>
        <translation>✕ ganzen Markt, neu auffüllen</translation>
    </message>
    <message>
        <source>A market card → hand, free</source>
        <translation>Marktkarte → Hand, gratis</translation>
    </message>
    <message>
        <source>Bought: ✕ up to 3 junk you paid</source>
        <translation>Beim Kauf: ✕ bis zu 3 bezahlte Ramschkarten</translation>
    </message>
    <message>
        <source>✕ market deck's top · buy the market discard's top</source>
        <translation>✕ oberste Karte des Marktstapels · oberste der Marktablage kaufen</translation>
    </message>
    <message>
        <source>3 from the market deck: keep 1, ✕ the rest</source>
        <translation>3 vom Marktstapel: 1 behalten, ✕ den Rest</translation>
    </message>
    <message>
        <source>Pay with as many extra cards as you like</source>
        <translation>Beliebig viele Karten zusätzlich zahlen</translation>
    </message>
    <message>
        <source>Deck ⇄ discard pile</source>
        <translation>Stapel ⇄ Ablagestapel</translation>
    </message>
    <message>
        <source>Up to 2 players discard a random card</source>
        <translation>Bis zu 2 Spieler legen eine zufällige Karte ab</translation>
    </message>
    <message>
        <source>A hand card → another player's deck</source>
        <translation>Handkarte → Stapel eines Mitspielers</translation>
    </message>
    <message>
        <source>Take a random card of a player, give 1 back</source>
        <translation>Zufällige Karte eines Mitspielers nehmen, 1 zurückgeben</translation>
    </message>
    <message>
        <source>A player's top 2: ✕ 1, discard 1</source>
        <translation>Oberste 2 eines Mitspielers: ✕ 1, 1 ablegen</translation>
    </message>
    <message>
        <source>Another player's discard top → hand</source>
        <translation>Oberste Ablage eines Mitspielers → Hand</translation>
    </message>
    <message>
        <source>Its stack may hold junk</source>
        <translation>Ihr Stapel darf Ramsch enthalten</translation>
    </message>
    <message>
        <source>Its stack may mix animals</source>
        <translation>Ihr Stapel darf Tiere mischen</translation>
    </message>
    <message>
        <source>Its stack may take 1 from your discard pile</source>
        <translation>Ihr Stapel darf 1 aus der Ablage nehmen</translation>
    </message>
    <message>
        <source>A stall card of another player ⇄ this</source>
        <translation>Karte aus fremdem Stand ⇄ diese</translation>
    </message>
    <message>
        <source>In a stack: 4 or 6</source>
        <translation>Im Stapel: 4 oder 6</translation>
    </message>
    <message>
        <source>After its stack: build one more</source>
        <translation>Nach ihrem Stapel: noch einen bauen</translation>
    </message>
    <message>
        <source>✕ an animal from your discard pile, draw 1 from the market deck</source>
        <translation>✕ Tierkarte aus der Ablage, 1 vom Marktstapel ziehen</translation>
    </message>
    <message>
        <source>New hand, then mix hands with a player</source>
        <translation>Neue Hand, dann Hände mit einem Mitspieler mischen</translation>
    </message>
    <message>
        <source>Market deck's top: your next stack, or ✕</source>
        <translation>Oberste Karte des Marktstapels: dein nächster Stapel oder ✕</translation>
    </message>
    <message>
        <source>Hide a card: a player guesses its value</source>
        <translation>Karte verbergen: ein Mitspieler rät ihren Wert</translation>
    </message>
    <message>
        <source>= a card of your last stack</source>
        <translation>= eine Karte deines letzten Stapels</translation>
    </message>
    <message>
        <source>= another player's discard top</source>
        <translation>= oberste Ablage eines Mitspielers</translation>
    </message>
    <message>
        <source>= the market discard's top</source>
        <translation>= oberste Karte der Marktablage</translation>
    </message>
    <message>
        <source>A market card ⇄ this</source>
        <translation>Marktkarte ⇄ diese</translation>
    </message>
    <message>
        <source>= a market card</source>
        <translation>= eine Marktkarte</translation>
    </message>
    <message>
        <source>= another card in your hand</source>
        <translation>= eine andere Handkarte</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <source>%1 drew 1 card from the market deck.</source>
        <translation>%1 zieht 1 Karte vom Marktstapel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n cards from the market deck.</source>
        <translation>
            <numerusform>%1 zieht %n Karte vom Marktstapel.</numerusform>
            <numerusform>%1 zieht %n Karten vom Marktstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew 1 card.</source>
        <translation>%1 zieht 1 Karte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n cards.</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took 1 card of junk.</source>
        <translation>%1 nimmt 1 Karte Ramsch.</translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n cards of junk.</source>
        <translation>
            <numerusform>%1 nimmt %n Karte Ramsch.</numerusform>
            <numerusform>%1 nimmt %n Karten Ramsch.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at 1 card from the market deck.</source>
        <translation>%1 sieht sich 1 Karte vom Marktstapel an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at %n cards from the market deck.</source>
        <translation>
            <numerusform>%1 sieht sich %n Karte vom Marktstapel an.</numerusform>
            <numerusform>%1 sieht sich %n Karten vom Marktstapel an.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at 1 card from %3's deck.</source>
        <translation>%1 sieht sich 1 Karte vom Stapel von %3 an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at %n cards from %3's deck.</source>
        <translation>
            <numerusform>%1 sieht sich %n Karte vom Stapel von %3 an.</numerusform>
            <numerusform>%1 sieht sich %n Karten vom Stapel von %3 an.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at 1 card from the deck.</source>
        <translation>%1 sieht sich 1 Karte vom eigenen Stapel an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at %n cards from the deck.</source>
        <translation>
            <numerusform>%1 sieht sich %n Karte vom eigenen Stapel an.</numerusform>
            <numerusform>%1 sieht sich %n Karten vom eigenen Stapel an.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 swapped 1 card at random.</source>
        <translation>%1 und %2 tauschen zufällig 1 Karte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 swapped %n cards at random.</source>
        <translation>
            <numerusform>%1 und %2 tauschen zufällig %n Karte.</numerusform>
            <numerusform>%1 und %2 tauschen zufällig %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <source>Technique with a bonus action (+)</source>
        <translation>Technik mit Bonusaktion (+)</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Passive: works while in your hand</source>
        <translation>Passiv: wirkt, solange sie auf der Hand ist</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>This turn it copies %1:</source>
        <translation>In diesem Zug kopiert sie %1:</translation>
    </message>
    <message>
        <source>Its value this turn: %1</source>
        <translation>Ihr Wert in diesem Zug: %1</translation>
    </message>
    <message>
        <source>Buy %1 for %2</source>
        <translation>Die Karte %1 für %2 kaufen</translation>
    </message>
    <message>
        <source>Buy %1 from the market discard pile</source>
        <translation>Die Karte %1 aus der Marktablage kaufen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Die Karte %1 spielen</translation>
    </message>
    <message>
        <source>Build stack %1</source>
        <translation>Stapel %1 bauen</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Karten ablegen</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Let %1 copy %2</source>
        <translation>Die Karte %1 kopiert die Karte %2</translation>
    </message>
    <message>
        <source>Roll the die for %1</source>
        <translation>Für die Karte %1 würfeln</translation>
    </message>
    <message>
        <source>Throw away the top card of the market deck</source>
        <translation>Die oberste Karte des Marktstapels entsorgen</translation>
    </message>
    <message>
        <source>Pay with a card</source>
        <translation>Mit einer Karte bezahlen</translation>
    </message>
    <message>
        <source>Pay with %1 (%2)</source>
        <translation>Mit der Karte %1 bezahlen (%2)</translation>
    </message>
    <message>
        <source>Put %1 into the stack</source>
        <translation>Die Karte %1 in den Stapel legen</translation>
    </message>
    <message>
        <source>Put %1 from your discard pile into the stack</source>
        <translation>Die Karte %1 aus dem Ablagestapel in den Stapel legen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Die Karte %1 ablegen</translation>
    </message>
    <message>
        <source>Throw away %1</source>
        <translation>Die Karte %1 entsorgen</translation>
    </message>
    <message>
        <source>Build the stack</source>
        <translation>Stapel bauen</translation>
    </message>
    <message>
        <source>Complete the purchase</source>
        <translation>Kauf abschließen</translation>
    </message>
    <message>
        <source>Cancel the stack</source>
        <translation>Stapel abbrechen</translation>
    </message>
    <message>
        <source>Cancel the purchase</source>
        <translation>Kauf abbrechen</translation>
    </message>
    <message>
        <source>Build no further stack</source>
        <translation>Keinen weiteren Stapel bauen</translation>
    </message>
    <message>
        <source>Finish discarding</source>
        <translation>Ablegen beenden</translation>
    </message>
    <message>
        <source>Keep the other junk</source>
        <translation>Den übrigen Ramsch behalten</translation>
    </message>
    <message>
        <source>Choose no more players</source>
        <translation>Keine weiteren Spieler wählen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>Guess %1</source>
        <translation>%1 raten</translation>
    </message>
    <message>
        <source>Set its value to %1</source>
        <translation>Wert auf %1 setzen</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Die Karte %1 behalten</translation>
    </message>
    <message>
        <source>Put %1 back on your deck</source>
        <translation>Die Karte %1 zurück auf den Stapel legen</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Nehmen: %1</translation>
    </message>
    <message>
        <source>Put %1 on the deck</source>
        <translation>Die Karte %1 auf den Stapel legen</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>Die Karte %1 geben</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Die Karte %1 verdecken</translation>
    </message>
    <message>
        <source>The game ended without a winner (round limit).</source>
        <translation>Das Spiel endete ohne Sieger (Rundenlimit).</translation>
    </message>
    <message>
        <source>%1 filled the stall and wins!</source>
        <translation>%1 füllt den Stand und gewinnt!</translation>
    </message>
    <message>
        <source>Your action: buy, play a technique, build a stack or discard</source>
        <translation>Deine Aktion: kaufen, eine Technik spielen, einen Stapel bauen oder ablegen</translation>
    </message>
    <message>
        <source>Bonus action: take another action, or end the turn</source>
        <translation>Bonusaktion: Führe eine weitere Aktion aus oder beende den Zug</translation>
    </message>
    <message>
        <source>Pay %1: drag cards from your hand onto the card</source>
        <translation>Bezahle %1: Ziehe Karten aus deiner Hand auf die Karte</translation>
    </message>
    <message>
        <source>(%1 paid)</source>
        <translation>(%1 bezahlt)</translation>
    </message>
    <message>
        <source>Build stack %1: drag cards of one animal worth %1 onto it</source>
        <translation>Baue Stapel %1: Ziehe Karten einer Tierart im Wert %1 darauf</translation>
    </message>
    <message>
        <source>(%1 so far)</source>
        <translation>(bisher %1)</translation>
    </message>
    <message>
        <source>Drag or click the cards to discard, then click Finish discarding</source>
        <translation>Ziehe die abzulegenden Karten oder klicke sie an, dann klicke auf Ablegen beenden</translation>
    </message>
    <message>
        <source>Winter Is Coming: you may build stack %1 too</source>
        <translation>Der Winter naht: Du darfst auch Stapel %1 bauen</translation>
    </message>
    <message>
        <source>Essential Purchase: throw away up to %1 of the junk you paid</source>
        <translation>Notwendiger Einkauf: Entsorge bis zu %1 des bezahlten Ramschs</translation>
    </message>
    <message>
        <source>Wait for the other players</source>
        <translation>Warte auf die anderen Spieler</translation>
    </message>
    <message>
        <source>⚂ Roll: add it to its value</source>
        <translation>⚂ Würfeln: zu ihrem Wert addieren</translation>
    </message>
    <message>
        <source>⚂ Roll: swap that many cards with a player</source>
        <translation>⚂ Würfeln: so viele Karten mit einem Mitspieler tauschen</translation>
    </message>
    <message>
        <source>Let a card copy another card</source>
        <translation>Eine Karte kopiert eine andere Karte</translation>
    </message>
    <message>
        <source>Keep a card</source>
        <translation>Eine Karte behalten</translation>
    </message>
    <message>
        <source>Put a card back on your deck</source>
        <translation>Eine Karte zurück auf deinen Stapel legen</translation>
    </message>
    <message>
        <source>Take a card into your hand</source>
        <translation>Eine Karte auf die Hand nehmen</translation>
    </message>
    <message>
        <source>Put a card on the deck</source>
        <translation>Eine Karte auf den Stapel legen</translation>
    </message>
    <message>
        <source>Give a card</source>
        <translation>Eine Karte geben</translation>
    </message>
    <message>
        <source>Hide a card</source>
        <translation>Eine Karte verdecken</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Eine Karte ablegen</translation>
    </message>
    <message>
        <source>Throw away a card</source>
        <translation>Eine Karte entsorgen</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Eine Karte wählen</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Eine Karte spielen</translation>
    </message>
    <message>
        <source>Put a card into the stack</source>
        <translation>Eine Karte in den Stapel legen</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Blindfold: guess the value of %1's hidden card</source>
        <translation>Augenbinde: Rate den Wert der verdeckten Karte von %1</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>des anderen Spielers</translation>
    </message>
    <message>
        <source>Swift Broker: click the cards of your hand in the order to discard them</source>
        <translation>Flinker Makler: Klicke die Handkarten in der Reihenfolge an, in der du sie ablegst</translation>
    </message>
    <message>
        <source>Whirligig: click the cards of your hand in the order to discard them</source>
        <translation>Kreisel: Klicke die Handkarten in der Reihenfolge an, in der du sie ablegst</translation>
    </message>
    <message>
        <source>Shattered Relic: click a card of your hand to throw it away</source>
        <translation>Zerbrochenes Relikt: Klicke eine Handkarte an, um sie zu entsorgen</translation>
    </message>
    <message>
        <source>Spyglass: click the card to keep</source>
        <translation>Fernrohr: Klicke die Karte an, die du behältst</translation>
    </message>
    <message>
        <source>Spyglass: click the card to put back first (the last one ends on top)</source>
        <translation>Fernrohr: Klicke die Karte an, die zuerst zurückkommt (die letzte liegt oben)</translation>
    </message>
    <message>
        <source>Whirligig: click the player to trade hands with</source>
        <translation>Kreisel: Klicke den Spieler an, mit dem du die Hände mischst</translation>
    </message>
    <message>
        <source>New Season: click an animal card of your discard pile to throw away</source>
        <translation>Neue Saison: Klicke eine Tierkarte deines Ablagestapels an, um sie zu entsorgen</translation>
    </message>
    <message>
        <source>Gamble: click the player to swap cards with</source>
        <translation>Glücksspiel: Klicke den Spieler an, mit dem du Karten tauschst</translation>
    </message>
    <message>
        <source>Blindfold: click the card to hide</source>
        <translation>Augenbinde: Klicke die Karte an, die du verdeckst</translation>
    </message>
    <message>
        <source>Blindfold: click the player who guesses</source>
        <translation>Augenbinde: Klicke den Spieler an, der rät</translation>
    </message>
    <message>
        <source>Blindfold: guess the value of the hidden card</source>
        <translation>Augenbinde: Rate den Wert der verdeckten Karte</translation>
    </message>
    <message>
        <source>Blindfold: wrong guess, set the hidden card's value</source>
        <translation>Augenbinde: Falsch geraten, lege den Wert der verdeckten Karte fest</translation>
    </message>
    <message>
        <source>Loyal Partner: click the market cards in the order to throw them away</source>
        <translation>Treuer Partner: Klicke die Marktkarten in der Reihenfolge an, in der du sie entsorgst</translation>
    </message>
    <message>
        <source>Prepaid Good: click a market card to take</source>
        <translation>Vorausbezahlte Ware: Klicke eine Marktkarte an, die du nimmst</translation>
    </message>
    <message>
        <source>Special Offer: click the card to keep</source>
        <translation>Sonderangebot: Klicke die Karte an, die du behältst</translation>
    </message>
    <message>
        <source>Special Offer: click the cards in the order to throw them away</source>
        <translation>Sonderangebot: Klicke die Karten in der Reihenfolge an, in der du sie entsorgst</translation>
    </message>
    <message>
        <source>Nuisance: click up to 2 players, then Done</source>
        <translation>Plagegeist: Klicke bis zu 2 Spieler an, dann Fertig</translation>
    </message>
    <message>
        <source>Rotten Food: click the player whose deck gets a card</source>
        <translation>Verdorbenes Essen: Klicke den Spieler an, dessen Stapel eine Karte bekommt</translation>
    </message>
    <message>
        <source>Rotten Food: click the card to put on %1's deck</source>
        <translation>Verdorbenes Essen: Klicke die Karte an, die du auf den Stapel von %1 legst</translation>
    </message>
    <message>
        <source>Dirty Exchange: click the player to steal from</source>
        <translation>Schmutziger Tausch: Klicke den Spieler an, den du bestiehlst</translation>
    </message>
    <message>
        <source>Dirty Exchange: click the card to give to %1</source>
        <translation>Schmutziger Tausch: Klicke die Karte an, die du %1 gibst</translation>
    </message>
    <message>
        <source>Sabotage: click the player whose deck you look at</source>
        <translation>Sabotage: Klicke den Spieler an, dessen Stapel du ansiehst</translation>
    </message>
    <message>
        <source>Sabotage: click the card to throw away (the other is discarded)</source>
        <translation>Sabotage: Klicke die Karte an, die du entsorgst (die andere wird abgelegt)</translation>
    </message>
    <message>
        <source>Treasure Hunter: click the player whose discard pile you take from</source>
        <translation>Schatzjäger: Klicke den Spieler an, von dessen Ablagestapel du nimmst</translation>
    </message>
    <message>
        <source>Acorn: click a card in another player's stall</source>
        <translation>Eichel: Klicke eine Karte im Stand eines anderen Spielers an</translation>
    </message>
    <message>
        <source>Gift Voucher: click a market card to take</source>
        <translation>Geschenkgutschein: Klicke eine Marktkarte an, die du nimmst</translation>
    </message>
    <message>
        <source>%1's turn (round %2).</source>
        <translation>%1 ist am Zug (Runde %2).</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3, paying with %4.</source>
        <translation>%1 kauft die Karte %2 für %3 und bezahlt mit: %4.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 spielt die Karte %2.</translation>
    </message>
    <message>
        <source>%1 takes a bonus action.</source>
        <translation>%1 hat eine Bonusaktion.</translation>
    </message>
    <message>
        <source>%1 built stack %2 from %3.</source>
        <translation>%1 baut Stapel %2 aus: %3.</translation>
    </message>
    <message>
        <source>%1 filled the stall with 8 stacks and wins!</source>
        <translation>%1 füllt den Stand mit 8 Stapeln und gewinnt!</translation>
    </message>
    <message>
        <source>The round limit is reached: the game ends without a winner.</source>
        <translation>Das Rundenlimit ist erreicht: Das Spiel endet ohne Sieger.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the market deck.</source>
        <translation>%1 zieht %2 vom Marktstapel.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 took %2 of junk.</source>
        <translation>%1 nimmt %2 Ramsch.</translation>
    </message>
    <message>
        <source>%1 shuffled the discard pile into a new deck.</source>
        <translation>%1 mischt den Ablagestapel zu einem neuen Stapel.</translation>
    </message>
    <message>
        <source>The market discard pile was shuffled into a new market deck.</source>
        <translation>Die Marktablage wird zu einem neuen Marktstapel gemischt.</translation>
    </message>
    <message>
        <source>%1 threw away %2.</source>
        <translation>%1 entsorgt die Karte %2.</translation>
    </message>
    <message>
        <source>%2 was thrown away.</source>
        <translation>Die Karte %2 wird entsorgt.</translation>
    </message>
    <message>
        <source>The market was refilled.</source>
        <translation>Der Markt wird aufgefüllt.</translation>
    </message>
    <message>
        <source>%1's %2 copies %3.</source>
        <translation>Die Karte %2 von %1 kopiert die Karte %3.</translation>
    </message>
    <message>
        <source>%1 rolled %3 for %2.</source>
        <translation>%1 würfelt für die Karte %2 eine %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 würfelt eine %2.</translation>
    </message>
    <message>
        <source>%1 had to discard %2.</source>
        <translation>%1 muss die Karte %2 ablegen.</translation>
    </message>
    <message>
        <source>%1 had to discard a card.</source>
        <translation>%1 muss eine Karte ablegen.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 legt die Karte %2 ab.</translation>
    </message>
    <message>
        <source>%1 took %2 from the market and left the Gift Voucher in its slot.</source>
        <translation>%1 nimmt die Karte %2 vom Markt und legt den Geschenkgutschein an ihre Stelle.</translation>
    </message>
    <message>
        <source>%1 took %2 from the market.</source>
        <translation>%1 nimmt die Karte %2 vom Markt.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3's discard pile.</source>
        <translation>%1 nimmt die Karte %2 vom Ablagestapel von %3.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 nimmt die Karte %2 vom Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 looks at %2 from the market deck.</source>
        <translation>%1 sieht sich %2 vom Marktstapel an.</translation>
    </message>
    <message>
        <source>%1 looks at %2 from %3's deck.</source>
        <translation>%1 sieht sich %2 vom Stapel von %3 an.</translation>
    </message>
    <message>
        <source>%1 looks at %2 from the deck.</source>
        <translation>%1 sieht sich %2 vom Stapel an.</translation>
    </message>
    <message>
        <source>%1 and %2 shuffled their hands together and dealt them out again.</source>
        <translation>%1 und %2 mischen ihre Handkarten zusammen und teilen sie neu aus.</translation>
    </message>
    <message>
        <source>%1's Charm turned up %2.</source>
        <translation>Der Glücksbringer von %1 deckt die Karte %2 auf.</translation>
    </message>
    <message>
        <source>%1 and %2 swapped %3 at random.</source>
        <translation>%1 und %2 tauschen zufällig %3.</translation>
    </message>
    <message>
        <source>The guess %3 was right: %1 discards %2.</source>
        <translation>Der Tipp %3 ist richtig: %1 legt die Karte %2 ab.</translation>
    </message>
    <message>
        <source>The guess %3 was wrong: %1's hidden card was %2.</source>
        <translation>Der Tipp %3 ist falsch: Die verdeckte Karte von %1 ist %2.</translation>
    </message>
    <message>
        <source>%1 set the value of %2 to %3.</source>
        <translation>%1 setzt den Wert der Karte %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 swapped deck and discard pile.</source>
        <translation>%1 tauscht Stapel und Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 put a card on top of %2's deck.</source>
        <translation>%1 legt eine Karte oben auf den Stapel von %2.</translation>
    </message>
    <message>
        <source>%1 took a random card from %2's hand.</source>
        <translation>%1 nimmt eine zufällige Karte aus der Hand von %2.</translation>
    </message>
    <message>
        <source>%1 gave a card to %2.</source>
        <translation>%1 gibt %2 eine Karte.</translation>
    </message>
    <message>
        <source>%1 took %2 from stack %3 of %4's stall.</source>
        <translation>%1 nimmt die Karte %2 aus Stapel %3 im Stand von %4.</translation>
    </message>
    <message>
        <source>Stacks in the stall</source>
        <translation>Stapel im Stand</translation>
    </message>
    <message>
        <source>Stall complete</source>
        <translation>Stand vollständig</translation>
    </message>
    <message>
        <source>Hand %1 · deck %2 · discard %3 · stacks %4/8</source>
        <translation>Hand %1 · Stapel %2 · Ablage %3 · Stapel im Stand %4/8</translation>
    </message>
    <message>
        <source>%1 credit</source>
        <translation>%1 Guthaben</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>the most valuable contract</source>
        <translation>dem wertvollsten Auftrag</translation>
    </message>
    <message>
        <source>the most buildings</source>
        <translation>den meisten Gebäuden</translation>
    </message>
    <message>
        <source>the most time tokens</source>
        <translation>den meisten Zeitmarkern</translation>
    </message>
    <message>
        <source>the most goods</source>
        <translation>den meisten Waren</translation>
    </message>
    <message>
        <source>the most bonus cards</source>
        <translation>den meisten Bonuskarten</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 per type of %2 goods</source>
        <translation>%1 je Sorte %2-Waren</translation>
    </message>
    <message>
        <source>%1 per type of goods stored</source>
        <translation>%1 je gelagerte Warensorte</translation>
    </message>
    <message>
        <source>%1 per %3 time tokens</source>
        <translation>%1 je %3 Zeitmarker</translation>
    </message>
    <message>
        <source>%1 per time token (up to %4)</source>
        <translation>%1 je Zeitmarker (höchstens %4)</translation>
    </message>
    <message>
        <source>%1 points for the sole player with %5</source>
        <translation>%1 Punkte für den einzigen Spieler mit %5</translation>
    </message>
    <message>
        <source>%1 per region with a contract and a bonus card</source>
        <translation>%1 je Region mit Auftrag und Bonuskarte</translation>
    </message>
    <message>
        <source>2 per weapons type, 1 per raw material type</source>
        <translation>2 je Waffensorte, 1 je Rohstoffsorte</translation>
    </message>
    <message>
        <source>%1 points if stores %6 hold every type</source>
        <translation>%1 Punkte, wenn die Lager %6 jede Sorte enthalten</translation>
    </message>
    <message>
        <source>%1 per good in the fullest of stores %6</source>
        <translation>%1 je Ware im vollsten der Lager %6</translation>
    </message>
    <message>
        <source>%1 per %3 goods</source>
        <translation>%1 je %3 Waren</translation>
    </message>
    <message>
        <source>%1 per colour with both goods stored</source>
        <translation>%1 je Farbe mit beiden Waren im Lager</translation>
    </message>
    <message>
        <source>%1 per bonus card</source>
        <translation>%1 je Bonuskarte</translation>
    </message>
    <message>
        <source>%1 per contract of value %7 or more</source>
        <translation>%1 je Auftrag mit Wert %7 oder mehr</translation>
    </message>
    <message>
        <source>%1 points if every store A-F holds a good</source>
        <translation>%1 Punkte, wenn jedes Lager A–F eine Ware enthält</translation>
    </message>
    <message>
        <source>%1 per region with a bonus card</source>
        <translation>%1 je Region mit Bonuskarte</translation>
    </message>
    <message>
        <source>%1 per %2 good (up to %4)</source>
        <translation>%1 je Ware %2 (höchstens %4)</translation>
    </message>
    <message>
        <source>%1 per contract</source>
        <translation>%1 je Auftrag</translation>
    </message>
    <message>
        <source>2★ per weapons type, 1★ per raw type</source>
        <translation>2★ je Waffen-, 1★ je Rohstoffsorte</translation>
    </message>
    <message>
        <source>Sell %1 for %2</source>
        <translation>%1 für %2 verkaufen</translation>
    </message>
    <message>
        <source>Spend %1 as %2</source>
        <translation>%1 als %2 ausgeben</translation>
    </message>
    <message>
        <source>Buy the %1 for %2</source>
        <translation>Für %2 kaufen: %1</translation>
    </message>
    <message>
        <source>Take %1 into your hand</source>
        <translation>Auf die Hand nehmen: %1</translation>
    </message>
    <message>
        <source>Move a supply cube into storage as %1</source>
        <translation>Einen Würfel von der Vorratskarte als %1 einlagern</translation>
    </message>
    <message>
        <source>Discard the thalers over the limit</source>
        <translation>Taler über dem Limit abgeben</translation>
    </message>
    <message>
        <source>Travel to %1</source>
        <translation>In die Region %1 reisen</translation>
    </message>
    <message>
        <source>Store a cube as %1</source>
        <translation>Einen Würfel als %1 einlagern</translation>
    </message>
    <message>
        <source>Fulfil %1</source>
        <translation>%1 erfüllen</translation>
    </message>
    <message>
        <source>and take your hand contract as the reward</source>
        <translation>und den Auftrag aus der Hand als Belohnung nehmen</translation>
    </message>
    <message>
        <source>Trade 4 %1 for 1 %2</source>
        <translation>4× %1 gegen 1× %2 tauschen</translation>
    </message>
    <message>
        <source>Pay 4 time tokens for 1 %1</source>
        <translation>4 Zeitmarker für 1× %1 zahlen</translation>
    </message>
    <message>
        <source>Done fulfilling contracts</source>
        <translation>Erfüllen beenden</translation>
    </message>
    <message>
        <source>Join the trip</source>
        <translation>Mitreisen</translation>
    </message>
    <message>
        <source>Join the trip (pay %1 to %2)</source>
        <translation>Mitreisen (%1 an %2 zahlen)</translation>
    </message>
    <message>
        <source>Do not join</source>
        <translation>Nicht mitreisen</translation>
    </message>
    <message>
        <source>Accept this goods loss</source>
        <translation>Diesen Warenverlust annehmen</translation>
    </message>
    <message>
        <source>Turn up the next row's token instead</source>
        <translation>Stattdessen den Marker der nächsten Reihe aufdecken</translation>
    </message>
    <message>
        <source>Hand back 1 %1</source>
        <translation>1× %1 abgeben</translation>
    </message>
    <message>
        <source>Offer nothing</source>
        <translation>Nichts anbieten</translation>
    </message>
    <message>
        <source>Offer %1</source>
        <translation>%1 anbieten</translation>
    </message>
    <message>
        <source>%who spent %1 as %2.</source>
        <translation>%who gibt %1 als %2 aus.</translation>
    </message>
    <message>
        <source>%who bought the bonus card %1 for %2.</source>
        <translation>%who kauft die Bonuskarte %1 für %2.</translation>
    </message>
    <message>
        <source>%who had to buy the building %1 for %2.</source>
        <translation>%who muss das Gebäude %1 für %2 kaufen.</translation>
    </message>
    <message>
        <source>%who bought the building %1 for %2.</source>
        <translation>%who kauft das Gebäude %1 für %2.</translation>
    </message>
    <message>
        <source>%who offered %1 to %2.</source>
        <translation>%who bietet %2 %1 an.</translation>
    </message>
    <message>
        <source>%who took %1, put %2 back and received %3.</source>
        <translation>%who nimmt %1, legt %2 zurück und erhält %3.</translation>
    </message>
    <message>
        <source>You are offered %1 to take %3 instead of %4. Accept?</source>
        <translation>Man bietet dir %1, wenn du %3 nimmst und %4 zurücklegst. Annehmen?</translation>
    </message>
    <message>
        <source>Accept the offers and swap the contract</source>
        <translation>Angebote annehmen und den Auftrag tauschen</translation>
    </message>
    <message>
        <source>best contract</source>
        <translation>bester Auftrag</translation>
    </message>
    <message>
        <source>most buildings</source>
        <translation>meiste Gebäude</translation>
    </message>
    <message>
        <source>top contract</source>
        <translation>bester Auftrag</translation>
    </message>
    <message>
        <source>most time tokens</source>
        <translation>meiste Zeitmarker</translation>
    </message>
    <message>
        <source>most goods</source>
        <translation>meiste Waren</translation>
    </message>
    <message>
        <source>most bonus cards</source>
        <translation>meiste Bonuskarten</translation>
    </message>
    <message>
        <source>%1★ at the end</source>
        <translation>%1★ am Spielende</translation>
    </message>
    <message>
        <source>%1★ per type of %2</source>
        <translation>%1★ je Sorte %2</translation>
    </message>
    <message>
        <source>%1★ per goods type</source>
        <translation>%1★ je Warensorte</translation>
    </message>
    <message>
        <source>%1★ per %3 time tokens</source>
        <translation>%1★ je %3 Zeitmarker</translation>
    </message>
    <message>
        <source>%1★ per time token, max %4</source>
        <translation>%1★ je Zeitmarker, max. %4</translation>
    </message>
    <message>
        <source>%1★: %5, alone</source>
        <translation>%1★: %5 (allein)</translation>
    </message>
    <message>
        <source>%1★ per region: contract + bonus</source>
        <translation>%1★ je Region: Auftrag + Bonus</translation>
    </message>
    <message>
        <source>2★ per weapons type, 1★ per raw</source>
        <translation>2★ je Waffensorte, 1★ je Rohstoff</translation>
    </message>
    <message>
        <source>%1★: %5, no tie</source>
        <translation>%1★: %5 (allein)</translation>
    </message>
    <message>
        <source>%1★: top contract, no tie</source>
        <translation>%1★: bester Auftrag (allein)</translation>
    </message>
    <message>
        <source>%1★: most buildings, no tie</source>
        <translation>%1★: meiste Gebäude (allein)</translation>
    </message>
    <message>
        <source>%1★: most time tokens, no tie</source>
        <translation>%1★: meiste Zeitmarker (allein)</translation>
    </message>
    <message>
        <source>%1★: most goods, no tie</source>
        <translation>%1★: meiste Waren (allein)</translation>
    </message>
    <message>
        <source>%1★: most bonus cards, no tie</source>
        <translation>%1★: meiste Bonuskarten (allein)</translation>
    </message>
    <message>
        <source>2★ weapons type, 1★ raw type</source>
        <translation>2★ Waffen-, 1★ Rohstoffsorte</translation>
    </message>
    <message>
        <source>%1★: every type in %6</source>
        <translation>%1★: jede Sorte in %6</translation>
    </message>
    <message>
        <source>%1★ per good, fullest of %6</source>
        <translation>%1★ je Ware, vollstes von %6</translation>
    </message>
    <message>
        <source>%1★ per %3 goods</source>
        <translation>%1★ je %3 Waren</translation>
    </message>
    <message>
        <source>%1★ per colour with both goods</source>
        <translation>%1★ je Farbe mit beiden Waren</translation>
    </message>
    <message>
        <source>%1★ per bonus card</source>
        <translation>%1★ je Bonuskarte</translation>
    </message>
    <message>
        <source>%1★ per contract of %7+</source>
        <translation>%1★ je Auftrag ab %7</translation>
    </message>
    <message>
        <source>%1★: a good in each of A–F</source>
        <translation>%1★: Ware in jedem von A–F</translation>
    </message>
    <message>
        <source>%1★ per region with a bonus</source>
        <translation>%1★ je Region mit Bonus</translation>
    </message>
    <message>
        <source>%1★ per %2 good, max %4</source>
        <translation>%1★ je Ware %2, max. %4</translation>
    </message>
    <message>
        <source>%1★ per contract</source>
        <translation>%1★ je Auftrag</translation>
    </message>
    <message>
        <source>Buy the bonus card %1 for %2</source>
        <translation>Die Bonuskarte %1 für %2 kaufen</translation>
    </message>
    <message>
        <source>Buy the building %1 for %2</source>
        <translation>Das Gebäude %1 für %2 kaufen</translation>
    </message>
    <message>
        <source>Keep the contract</source>
        <translation>Den Auftrag behalten</translation>
    </message>
    <message>
        <source>Turn %1 (round %2): it is %who's turn.</source>
        <translation>Zug %1 (Runde %2): %who ist am Zug.</translation>
    </message>
    <message>
        <source>%who's turn ends.</source>
        <translation>%who beendet den Zug.</translation>
    </message>
    <message>
        <source>%who is done fulfilling contracts.</source>
        <translation>%who ist mit dem Erfüllen von Aufträgen fertig.</translation>
    </message>
    <message>
        <source>%who sold %1 for %2.</source>
        <translation>%who verkauft %1 für %2.</translation>
    </message>
    <message>
        <source>%who lost %1 of change.</source>
        <translation>%who verliert Wechselgeld: %1.</translation>
    </message>
    <message>
        <source>%who discarded %1 over the limit.</source>
        <translation>%who gibt %1 über dem Limit ab.</translation>
    </message>
    <message>
        <source>%who bought the %1 for %2.</source>
        <translation>%who kauft für %2: %1.</translation>
    </message>
    <message>
        <source>%who had to buy the %1 for %2.</source>
        <translation>%who muss für %2 kaufen: %1.</translation>
    </message>
    <message>
        <source>%who took %1 into hand.</source>
        <translation>%who nimmt auf die Hand: %1.</translation>
    </message>
    <message>
        <source>New on display: %1.</source>
        <translation>Neu in der Auslage: %1.</translation>
    </message>
    <message>
        <source>The bonus cards on display were replaced by four new ones.</source>
        <translation>Die ausliegenden Bonuskarten werden durch vier neue ersetzt.</translation>
    </message>
    <message>
        <source>%who moved a supply cube into storage as %1.</source>
        <translation>%who lagert einen Würfel von der Vorratskarte als %1 ein.</translation>
    </message>
    <message>
        <source>%who sent the Merkator to %1 and paid %2.</source>
        <translation>%who schickt den Merkator in die Region %1 und zahlt %2.</translation>
    </message>
    <message>
        <source>%who sent the Merkator to %1.</source>
        <translation>%who schickt den Merkator in die Region %1.</translation>
    </message>
    <message>
        <source>The solo deck turned up %1; %2 cards are left.</source>
        <translation>Der Solo-Stapel deckt auf: %1; übrige Karten: %2.</translation>
    </message>
    <message>
        <source>%who took a cube in %1 as %2.</source>
        <translation>%who nimmt in der Region %1 einen Würfel als %2.</translation>
    </message>
    <message>
        <source>%who received %1 × %2 from a bonus card.</source>
        <translation>%who erhält %1 × %2 von einer Bonuskarte.</translation>
    </message>
    <message>
        <source>No region receives a new cube.</source>
        <translation>Keine Region erhält einen neuen Würfel.</translation>
    </message>
    <message>
        <source>New cubes arrive in %1.</source>
        <translation>Einen neuen Würfel erhalten: %1.</translation>
    </message>
    <message>
        <source>%who gained %1.</source>
        <translation>%who erhält %1.</translation>
    </message>
    <message>
        <source>The empty time chart is turned to ULTIMO and refilled with %1.</source>
        <translation>Die leere Zeittafel wird auf ULTIMO gedreht und aufgefüllt: %1.</translation>
    </message>
    <message>
        <source>Row %1 of the time chart is empty; its last token shows %2.</source>
        <translation>Reihe %1 der Zeittafel ist leer; ihr letzter Marker zeigt %2.</translation>
    </message>
    <message>
        <source>%who turned up the first token of row %1 instead: %2.</source>
        <translation>%who deckt stattdessen den ersten Marker von Reihe %1 auf: %2.</translation>
    </message>
    <message>
        <source>Goods loss: everyone hands back %1 from store %2.</source>
        <translation>Warenverlust: Alle geben %1 aus Lager %2 ab.</translation>
    </message>
    <message>
        <source>%who lost 1 %1.</source>
        <translation>%who verliert 1× %1.</translation>
    </message>
    <message>
        <source>%who fulfilled %1 with %2.</source>
        <translation>%who erfüllt %1 (Waren: %2).</translation>
    </message>
    <message>
        <source>%who took %1 from hand as the reward.</source>
        <translation>%who nimmt %1 als Belohnung aus der Hand.</translation>
    </message>
    <message>
        <source>%who received %1.</source>
        <translation>%who erhält %1.</translation>
    </message>
    <message>
        <source>%1 now lies on top of the %2 deck.</source>
        <translation>Oben auf dem Stapel %2 liegt jetzt %1.</translation>
    </message>
    <message>
        <source>%1 discarded contracts of value %2 form a new deck.</source>
        <translation>Die abgelegten Aufträge mit Wert %2 (%1) bilden einen neuen Stapel.</translation>
    </message>
    <message>
        <source>No contract of value %1 is left for %who.</source>
        <translation>Für %who ist kein Auftrag mit Wert %1 übrig.</translation>
    </message>
    <message>
        <source>%who traded %1 %2 for 1 %3.</source>
        <translation>%who tauscht %1× %2 gegen 1× %3.</translation>
    </message>
    <message>
        <source>%who paid %1 for 1 %2.</source>
        <translation>%who zahlt %1 für 1× %2.</translation>
    </message>
    <message>
        <source>%who joined the trip to %1 and paid %2 to %3.</source>
        <translation>%who reist mit in die Region %1 und zahlt %2 an %3.</translation>
    </message>
    <message>
        <source>%who did not join the trip.</source>
        <translation>%who reist nicht mit.</translation>
    </message>
    <message>
        <source>%who offered nothing.</source>
        <translation>%who bietet nichts an.</translation>
    </message>
    <message>
        <source>%who kept the contract and declined the offers.</source>
        <translation>%who behält den Auftrag und lehnt die Angebote ab.</translation>
    </message>
    <message>
        <source>The Peace of Westphalia has been won: the last round is coming.</source>
        <translation>Der Westfälische Frieden ist errungen: Die letzte Runde naht.</translation>
    </message>
    <message>
        <source>The time chart is empty: the last round is coming.</source>
        <translation>Die Zeittafel ist leer: Die letzte Runde naht.</translation>
    </message>
    <message>
        <source>The last round begins: everyone has one more turn.</source>
        <translation>Die letzte Runde beginnt: Alle haben noch einen Zug.</translation>
    </message>
    <message>
        <source>The game is over: %1 points, %2.</source>
        <translation>Das Spiel ist zu Ende: %1 Punkte, %2.</translation>
    </message>
    <message>
        <source>The game is over. Winner: %1 with %2 points.</source>
        <translation>Das Spiel ist zu Ende. Sieg für %1 mit %2 Punkten.</translation>
    </message>
    <message>
        <source>below the beginner mark</source>
        <translation>unter der Anfängermarke</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>experienced merchant</source>
        <translation>erfahrener Kaufmann</translation>
    </message>
    <message>
        <source>MEGA-Merkator</source>
        <translation>MEGA-Merkator</translation>
    </message>
    <message>
        <source>You hold more than %1 thalers: buy a card or discard the excess, then travel.</source>
        <translation>Du hast mehr als %1 Taler: Kaufe eine Karte oder gib den Überschuss ab, dann reise.</translation>
    </message>
    <message>
        <source>You hold %1 contracts: sell down to %2, then drag the Merkator to a region.</source>
        <translation>Du hast %1 Aufträge: Verkaufe bis auf %2, dann ziehe den Merkator in eine Region.</translation>
    </message>
    <message>
        <source>Invest (sell contracts, buy cards), then drag the Merkator to the region you travel to.</source>
        <translation>Investiere (Aufträge verkaufen, Karten kaufen), dann ziehe den Merkator in die Region, in die du reist.</translation>
    </message>
    <message>
        <source>Drag each cube from %1 onto a store: %2 left.</source>
        <translation>Ziehe jeden Würfel aus der Region %1 in ein Lager: noch %2.</translation>
    </message>
    <message>
        <source>Click a contract for %1 to fulfil it; trade if needed; then Done.</source>
        <translation>Klicke einen Auftrag für die Region %1 an, um ihn zu erfüllen; tausche bei Bedarf; dann Fertig.</translation>
    </message>
    <message>
        <source>Join %1's trip to %2 for %3?</source>
        <translation>Für %3 bei der Reise von %1 in die Region %2 mitreisen?</translation>
    </message>
    <message>
        <source>Goods loss %1: accept it, or turn up the first token of the next row instead.</source>
        <translation>Warenverlust %1: Nimm ihn an oder decke stattdessen den ersten Marker der nächsten Reihe auf.</translation>
    </message>
    <message>
        <source>Click the goods in store %1 you hand back: %2.</source>
        <translation>Klicke in Lager %1 die Waren an, die du abgibst: %2.</translation>
    </message>
    <message>
        <source>%1 took %2: offer time tokens for the new %3?</source>
        <translation>%1 nimmt %2: Zeitmarker für %3 anbieten?</translation>
    </message>
    <message>
        <source>%1 took %2: offer thalers or time tokens for the new %3?</source>
        <translation>%1 nimmt %2: Taler oder Zeitmarker für %3 anbieten?</translation>
    </message>
    <message>
        <source>Spending pressure: you must buy one of the buildings on display.</source>
        <translation>Ausgabezwang: Du musst eines der ausliegenden Gebäude kaufen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Five best contracts</source>
        <translation>Fünf beste Aufträge</translation>
    </message>
    <message>
        <source>Further contracts (half)</source>
        <translation>Weitere Aufträge (halb)</translation>
    </message>
    <message>
        <source>different goods</source>
        <translation>verschiedene Waren</translation>
    </message>
    <message>
        <source>Dotted lines are roads: a trip refills the regions joined to it.</source>
        <translation>Gepunktete Linien sind Wege: Eine Reise füllt die damit verbundenen Regionen auf.</translation>
    </message>
    <message>
        <source>refill at %1+ cubes</source>
        <translation>Auffüllen ab %1+ Würfeln</translation>
    </message>
    <message>
        <source>refill: every region</source>
        <translation>Auffüllen: jede Region</translation>
    </message>
    <message>
        <source>The Merkator: drag it onto the region you travel to</source>
        <translation>Der Merkator: Ziehe ihn auf die Region, in die du reist</translation>
    </message>
    <message>
        <source>A %1 cube: it becomes %2 or %3</source>
        <translation>Ein Würfel %1: Er wird zu %2 oder %3</translation>
    </message>
    <message>
        <source>%1 cubes: %2 or %3</source>
        <translation>Würfel %1: %2 oder %3</translation>
    </message>
    <message>
        <source>Cubes lying here: %1</source>
        <translation>Hier liegende Würfel: %1</translation>
    </message>
    <message>
        <source>A trip here refills: %1</source>
        <translation>Eine Reise hierher füllt auf: %1</translation>
    </message>
    <message>
        <source>A trip here adds a cube to every main region holding %1 or more</source>
        <translation>Eine Reise hierher legt einen Würfel in jede Hauptregion mit %1 oder mehr</translation>
    </message>
    <message>
        <source>Gain %1</source>
        <translation>Erhalte %1</translation>
    </message>
    <message>
        <source>Costs %1</source>
        <translation>Kostet %1</translation>
    </message>
    <message>
        <source>No time gained or paid</source>
        <translation>Keine Zeit erhalten oder bezahlt</translation>
    </message>
    <message>
        <source>joining %1</source>
        <translation>Mitreise %1</translation>
    </message>
    <message>
        <source>Time chart (ULTIMO)</source>
        <translation>Zeittafel (ULTIMO)</translation>
    </message>
    <message>
        <source>General supply: %1</source>
        <translation>Allgemeiner Vorrat: %1</translation>
    </message>
    <message>
        <source>Tokens gained come from the top-most row that still has tokens. When a row is emptied its letter is turned up: everyone hands back goods from that store (a double letter: two). When the chart is empty, the last round begins.</source>
        <translation>Erhaltene Marker kommen aus der obersten Reihe, die noch welche hat. Wird eine Reihe leer, wird ihr Buchstabe aufgedeckt: Alle geben Waren aus diesem Lager ab (Doppelbuchstabe: aus zwei). Ist die Tafel leer, beginnt die letzte Runde.</translation>
    </message>
    <message>
        <source>%1 of %2 turns left</source>
        <translation>noch %1 von %2 Zügen</translation>
    </message>
    <message>
        <source>Time supply: %1</source>
        <translation>Zeitvorrat: %1</translation>
    </message>
    <message>
        <source>Solo deck</source>
        <translation>Solo-Stapel</translation>
    </message>
    <message>
        <source>Each trip turns up the top card of the solo deck onto its contract deck. The turn in which the Peace of Westphalia is drawn is the last.</source>
        <translation>Jede Reise deckt die oberste Karte des Solo-Stapels auf ihren Auftragsstapel auf. Der Zug, in dem der Westfälische Frieden gezogen wird, ist der letzte.</translation>
    </message>
    <message>
        <source>Your score now: %1 · %2</source>
        <translation>Dein Punktestand jetzt: %1 · %2</translation>
    </message>
    <message>
        <source>Solo scale</source>
        <translation>Solo-Skala</translation>
    </message>
    <message>
        <source>How good was it? 55 points: beginner, 60: experienced, 80: MEGA-Merkator.</source>
        <translation>Wie gut war es? 55 Punkte: Anfänger, 60: erfahren, 80: MEGA-Merkator.</translation>
    </message>
    <message>
        <source>%1 more in the actions list</source>
        <translation>%1 weitere in der Aktionsliste</translation>
    </message>
    <message>
        <source>Round %1 · turn %2 · %3 travels</source>
        <translation>Runde %1 · Zug %2 · %3 reist</translation>
    </message>
    <message>
        <source>The last round starts after this turn.</source>
        <translation>Nach diesem Zug beginnt die letzte Runde.</translation>
    </message>
    <message>
        <source>decides now</source>
        <translation>entscheidet jetzt</translation>
    </message>
    <message>
        <source>Store %1 loses goods. Or turn up the next row's first token instead.</source>
        <translation>Lager %1 verliert Waren. Oder decke stattdessen den ersten Marker der nächsten Reihe auf.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>Time chart (back)</source>
        <translation>Zeittafel (Rückseite)</translation>
    </message>
    <message>
        <source>%1: join for %2? — %3</source>
        <translation>%1: für %2 mitreisen? — %3</translation>
    </message>
    <message>
        <source>%1 more in the list</source>
        <translation>%1 weitere in der Liste</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <source>Click for a menu of the other %1 choices</source>
        <translation>Klicken öffnet ein Menü mit den übrigen %1 Möglichkeiten</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>%1 decides now: join for %2 or not</source>
        <translation>%1 entscheidet jetzt: für %2 mitreisen oder nicht</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>Danach: %1</translation>
    </message>
    <message>
        <source>Drag the white Merkator onto a region. Dimmed regions cost more time than you have.</source>
        <translation>Ziehe den weißen Merkator auf eine Region. Abgeblendete Regionen kosten mehr Zeit, als du hast.</translation>
    </message>
    <message>
        <source>Drag each cube onto one of the two lit stores.</source>
        <translation>Ziehe jeden Würfel in eines der beiden hervorgehobenen Lager.</translation>
    </message>
    <message>
        <source>Click a lit contract; hover it to see the goods it takes.</source>
        <translation>Klicke einen hervorgehobenen Auftrag an; zeige darauf, um die benötigten Waren zu sehen.</translation>
    </message>
    <message>
        <source>Click the goods you hand back in the lit store.</source>
        <translation>Klicke im hervorgehobenen Lager die Waren an, die du abgibst.</translation>
    </message>
    <message>
        <source>supply: %1</source>
        <translation>Vorrat: %1</translation>
    </message>
    <message>
        <source>Your score now: %1</source>
        <translation>Dein Punktestand jetzt: %1</translation>
    </message>
    <message>
        <source>Cards left in the deck</source>
        <translation>Karten übrig im Stapel</translation>
    </message>
    <message>
        <source>Row %1 is empty, its token shows %2: everyone hands back goods from store %3. Or turn up the next row's first token; its letter counts instead.</source>
        <translation>Reihe %1 ist leer, ihr Marker zeigt %2: Alle geben Waren aus Lager %3 ab. Oder decke den ersten Marker der nächsten Reihe auf; dann gilt sein Buchstabe.</translation>
    </message>
    <message>
        <source>Offer time tokens (or nothing):</source>
        <translation>Biete Zeitmarker an (oder nichts):</translation>
    </message>
    <message>
        <source>Offer thalers and time tokens (or nothing):</source>
        <translation>Biete Taler und Zeitmarker an (oder nichts):</translation>
    </message>
    <message>
        <source>Take the new contract and all offers, and put yours back?</source>
        <translation>Den neuen Auftrag und alle Angebote nehmen und deinen zurücklegen?</translation>
    </message>
    <message>
        <source>Click a building on display to buy it.</source>
        <translation>Klicke ein ausliegendes Gebäude an, um es zu kaufen.</translation>
    </message>
    <message>
        <source>Drag contracts onto Sell until you hold %1; then travel.</source>
        <translation>Ziehe Aufträge auf Verkaufen, bis du %1 hast; dann reise.</translation>
    </message>
    <message>
        <source>Buy a card or press Discard excess before you travel.</source>
        <translation>Kaufe vor der Reise eine Karte oder drücke Überschuss abgeben.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warten auf %1…</translation>
    </message>
    <message>
        <source>Yes, join and pay %1</source>
        <translation>Ja, mitreisen und %1 zahlen</translation>
    </message>
    <message>
        <source>No, pass</source>
        <translation>Nein, passen</translation>
    </message>
    <message>
        <source>Accept loss</source>
        <translation>Verlust annehmen</translation>
    </message>
    <message>
        <source>Turn up next</source>
        <translation>Nächsten aufdecken</translation>
    </message>
    <message>
        <source>Yes, swap</source>
        <translation>Ja, tauschen</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nein, behalten</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>%1 thl. + %2 tok.</source>
        <translation>%1 Tlr. + %2 Mk.</translation>
    </message>
    <message>
        <source>Discard excess</source>
        <translation>Überschuss abgeben</translation>
    </message>
    <message>
        <source>Contract decks: top card face up, discards in brackets</source>
        <translation>Auftragsstapel: oberste Karte offen, Ablage in Klammern</translation>
    </message>
    <message>
        <source>The %1 deck is empty</source>
        <translation>Der Stapel %1 ist leer</translation>
    </message>
    <message>
        <source>%1 cards in this deck</source>
        <translation>Karten in diesem Stapel: %1</translation>
    </message>
    <message>
        <source>Drag it to your hand to keep it</source>
        <translation>Ziehe sie auf deine Hand, um sie zu behalten</translation>
    </message>
    <message>
        <source>%1 discarded contracts of this value</source>
        <translation>Abgelegte Aufträge dieses Werts: %1</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Click to close %1's office</source>
        <translation>Klicken schließt das Kontor von %1</translation>
    </message>
    <message>
        <source>Click to open %1's office</source>
        <translation>Klicken öffnet das Kontor von %1</translation>
    </message>
    <message>
        <source>%1's office, open for a look</source>
        <translation>Kontor von %1, zum Ansehen geöffnet</translation>
    </message>
    <message>
        <source>Close this office</source>
        <translation>Dieses Kontor schließen</translation>
    </message>
    <message>
        <source>time tokens</source>
        <translation>Zeitmarker</translation>
    </message>
    <message>
        <source>Solo: %1 points, %2</source>
        <translation>Solo: %1 Punkte, %2</translation>
    </message>
    <message>
        <source>The rulebook's scale: %1</source>
        <translation>Skala der Spielregel: %1</translation>
    </message>
    <message>
        <source>%1 of %2 merchants for the Great Market</source>
        <translation>%1 von %2 Händlern für den Großen Markt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 dominates %2</source>
        <translation>%1 beherrscht %2</translation>
    </message>
    <message>
        <source>Great Market under way</source>
        <translation>Der Große Markt läuft</translation>
    </message>
    <message>
        <source>%1 merchants: enough for the Great Market</source>
        <translation>Händler: %1, genug für den Großen Markt</translation>
    </message>
    <message>
        <source>Neighbours: %1</source>
        <translation>Nachbarn: %1</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Take up to 2 goods of one colour (at most 6 of each colour).</source>
        <translation>Nimm bis zu 2 Waren einer Farbe (höchstens 6 jeder Farbe).</translation>
    </message>
    <message>
        <source>up to 2 of one colour</source>
        <translation>bis zu 2 einer Farbe</translation>
    </message>
    <message>
        <source>Guild house</source>
        <translation>Gildenhaus</translation>
    </message>
    <message>
        <source>Place one merchant from your supply, or take up to two of yours back.</source>
        <translation>Setze einen Händler aus deinem Vorrat ein oder nimm bis zu zwei deiner Händler zurück.</translation>
    </message>
    <message>
        <source>place 1 merchant or take 2 back</source>
        <translation>1 Händler einsetzen oder 2 zurücknehmen</translation>
    </message>
    <message>
        <source>Great Market cards left: %1</source>
        <translation>Karten des Großen Markts übrig: %1</translation>
    </message>
    <message>
        <source>%1 goods → %2 ★</source>
        <translation>%1 Waren → %2 ★</translation>
    </message>
    <message>
        <source>Great Market</source>
        <translation>Großer Markt</translation>
    </message>
    <message>
        <source>each seller needs a merchant on the square</source>
        <translation>wer verkauft, braucht einen Händler auf dem Platz</translation>
    </message>
    <message>
        <source>Great Market: whoever has a merchant on the square and enough goods must sell %1 goods for %2 prestige, then moves that merchant into a district; round after round until nobody can sell.</source>
        <translation>Großer Markt: Wer einen Händler auf dem Platz und genug Waren hat, muss %1 Waren für %2 Prestige verkaufen und zieht dann diesen Händler in ein Viertel; Runde um Runde, bis niemand mehr verkaufen kann.</translation>
    </message>
    <message>
        <source>goal: %1 ★</source>
        <translation>Ziel: %1 ★</translation>
    </message>
    <message>
        <source>%1 goods → %2 prestige</source>
        <translation>%1 Waren → %2 Prestige</translation>
    </message>
    <message>
        <source>opens with %1 merchants on the square</source>
        <translation>öffnet bei %1 Händlern auf dem Platz</translation>
    </message>
    <message>
        <source>selling: %1</source>
        <translation>verkauft: %1</translation>
    </message>
    <message>
        <source>cards left: %1</source>
        <translation>Karten übrig: %1</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Start of the turn</source>
        <translation>Zugbeginn</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Abstimmung</translation>
    </message>
    <message>
        <source>Market control</source>
        <translation>Marktkontrolle</translation>
    </message>
    <message>
        <source>goal: %1 prestige</source>
        <translation>Ziel: %1 Prestige</translation>
    </message>
    <message>
        <source>Prestige: the game ends at the start player's turn once someone has %1 or more.</source>
        <translation>Prestige: Das Spiel endet zu Beginn des Zuges des Startspielers, sobald jemand %1 oder mehr hat.</translation>
    </message>
    <message>
        <source>Click to open %1's whole board</source>
        <translation>Klicke, um das ganze Tableau von %1 zu öffnen</translation>
    </message>
    <message>
        <source>%1 in the supply</source>
        <translation>%1 im Vorrat</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n Gegenstand</numerusform>
            <numerusform>%n Gegenstände</numerusform>
        </translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 Gegenstand</translation>
    </message>
    <message numerus="yes">
        <source>%n control cards</source>
        <translation>
            <numerusform>%n Kontrollkarte</numerusform>
            <numerusform>%n Kontrollkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 control card</source>
        <translation>1 Kontrollkarte</translation>
    </message>
    <message>
        <source>No items or control cards yet</source>
        <translation>Noch keine Gegenstände oder Kontrollkarten</translation>
    </message>
    <message>
        <source>vote: %1</source>
        <translation>Stimme: %1</translation>
    </message>
    <message>
        <source>vote chosen</source>
        <translation>Stimme gewählt</translation>
    </message>
    <message>
        <source>Click to close %1's board</source>
        <translation>Klicke, um das Tableau von %1 zu schließen</translation>
    </message>
    <message>
        <source>choosing a vote</source>
        <translation>wählt eine Stimme</translation>
    </message>
    <message>
        <source>Your items</source>
        <translation>Deine Gegenstände</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <source>Open your whole board</source>
        <translation>Dein ganzes Tableau öffnen</translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>Tableau von %1</translation>
    </message>
    <message>
        <source>Close this board</source>
        <translation>Dieses Tableau schließen</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Auf dem Plan</translation>
    </message>
    <message>
        <source>Items: %1</source>
        <translation>Gegenstände: %1</translation>
    </message>
    <message>
        <source>also</source>
        <translation>außerdem</translation>
    </message>
    <message>
        <source>Control cards: %1</source>
        <translation>Kontrollkarten: %1</translation>
    </message>
    <message>
        <source>choosing a vote…</source>
        <translation>wählt eine Stimme…</translation>
    </message>
    <message>
        <source>when bought</source>
        <translation>beim Kauf</translation>
    </message>
    <message>
        <source>start of turn</source>
        <translation>Zugbeginn</translation>
    </message>
    <message>
        <source>when it applies</source>
        <translation>wenn es eintritt</translation>
    </message>
    <message>
        <source>%1 prestige</source>
        <translation>%1 Prestige</translation>
    </message>
    <message>
        <source>starting price: %1</source>
        <translation>Startpreis: %1</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Basar</translation>
    </message>
    <message>
        <source>Auction an item: the bids are goods, paid in any colours.</source>
        <translation>Versteigere einen Gegenstand: Geboten wird in Waren, bezahlt in beliebigen Farben.</translation>
    </message>
    <message>
        <source>deck: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <source>No auction under way. The active player opens one at the bazaar; the others raise in turn or drop out, and the opener may only match.</source>
        <translation>Keine Versteigerung im Gange. Der Spieler am Zug eröffnet sie auf dem Basar; die anderen erhöhen reihum oder steigen aus, der Eröffner darf nur mitgehen.</translation>
    </message>
    <message>
        <source>bid %1 · %2 leads</source>
        <translation>Gebot %1 · %2 führt</translation>
    </message>
    <message>
        <source>still in: %1</source>
        <translation>noch dabei: %1</translation>
    </message>
    <message>
        <source>out: %1</source>
        <translation>ausgestiegen: %1</translation>
    </message>
    <message>
        <source>Market control · %1 prestige each · deck %2</source>
        <translation>Marktkontrolle · je %1 Prestige · Stapel %2</translation>
    </message>
    <message>
        <source>Market control · %1 ★ each · deck %2</source>
        <translation>Marktkontrolle · je %1 ★ · Stapel %2</translation>
    </message>
    <message>
        <source>Dominate all three districts of a card (2 or more merchants and more than anyone else) to claim it in the market-control phase.</source>
        <translation>Beherrsche alle drei Viertel einer Karte (2 oder mehr Händler und mehr als jeder andere), um sie in der Marktkontrolle zu nehmen.</translation>
    </message>
    <message>
        <source>%1 may claim it</source>
        <translation>%1 darf sie nehmen</translation>
    </message>
    <message>
        <source>Bazaar · deck %1</source>
        <translation>Basar · Stapel %1</translation>
    </message>
    <message>
        <source>Waiting for the others</source>
        <translation>Warten auf die anderen</translation>
    </message>
    <message>
        <source>Auction · bid %1</source>
        <translation>Auktion · Gebot %1</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 führt</translation>
    </message>
    <message>
        <source>in:</source>
        <translation>dabei:</translation>
    </message>
    <message>
        <source>Your secret vote</source>
        <translation>Deine geheime Stimme</translation>
    </message>
    <message>
        <source>Your secret vote: nobody sees it until all have voted</source>
        <translation>Deine geheime Stimme: niemand sieht sie, bis alle gewählt haben</translation>
    </message>
    <message>
        <source>1 · 2 · 3+</source>
        <translation>1 · 2 · 3+</translation>
    </message>
    <message>
        <source>Items of %1</source>
        <translation>Gegenstände: %1</translation>
    </message>
    <message>
        <source>your vote</source>
        <translation>deine Stimme</translation>
    </message>
    <message>
        <source>Items bought at the bazaar lie here.</source>
        <translation>Hier liegen die auf dem Basar gekauften Gegenstände.</translation>
    </message>
    <message>
        <source>Drag or click on the table</source>
        <translation>Ziehe oder klicke auf dem Tisch</translation>
    </message>
    <message>
        <source>goods left</source>
        <translation>übrige Waren</translation>
    </message>
    <message>
        <source>An opened board lies over the city: close it first.</source>
        <translation>Über der Stadt liegt ein geöffnetes Spielertableau: Schließe es zuerst.</translation>
    </message>
    <message>
        <source>The city: ten districts around the square. Drag your merchants from your supply (in your panel) into a district, and the guild tokens from district to district.</source>
        <translation>Die Stadt: zehn Viertel um den Platz. Ziehe deine Händler aus dem Vorrat (in deinem Feld) in ein Viertel und die Gildenmarker von Viertel zu Viertel.</translation>
    </message>
    <message>
        <source>At the bazaar, click an item to auction it; bid with the numbered buttons. Your vote card is chosen in secret, and control cards are claimed by dragging them onto your panel.</source>
        <translation>Klicke auf dem Basar einen Gegenstand an, um ihn zu versteigern; biete mit den Zahlenknöpfen. Deine Abstimmungskarte wählst du geheim, Kontrollkarten ziehst du auf dein Feld.</translation>
    </message>
    <message>
        <source>Bonus cards</source>
        <translation>Bonuskarten</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>credit %1</source>
        <translation>Guthaben %1</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 P.</translation>
    </message>
    <message>
        <source>supply cubes %1 · bonus cards %2 · buildings %3</source>
        <translation>Vorratswürfel %1 · Bonuskarten %2 · Gebäude %3</translation>
    </message>
    <message>
        <source>join for %1?</source>
        <translation>für %1 mitreisen?</translation>
    </message>
    <message>
        <source>may join next</source>
        <translation>darf als Nächstes mitreisen</translation>
    </message>
    <message>
        <source>travelling</source>
        <translation>reist</translation>
    </message>
    <message>
        <source>investing</source>
        <translation>investiert</translation>
    </message>
    <message>
        <source>Office of %1</source>
        <translation>Kontor von %1</translation>
    </message>
    <message>
        <source>Contracts: %1</source>
        <translation>Aufträge: %1</translation>
    </message>
    <message>
        <source>Goods: %1</source>
        <translation>Waren: %1</translation>
    </message>
    <message>
        <source>Bonus cards: %1</source>
        <translation>Bonuskarten: %1</translation>
    </message>
    <message>
        <source>Buildings: %1</source>
        <translation>Gebäude: %1</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>Auf der Hand: %1</translation>
    </message>
    <message>
        <source>%1 points now (%2 from the five best contracts, %3 from further contracts, %4 from buildings)</source>
        <translation>Punkte jetzt: %1 (fünf beste Aufträge %2, weitere Aufträge %3, Gebäude %4)</translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Lager %1</translation>
    </message>
    <message>
        <source>Drag 4 %1 onto the good you need (4:1 trade)</source>
        <translation>Ziehe 4× %1 auf die Ware, die du brauchst (Tausch 4:1)</translation>
    </message>
    <message>
        <source>%1 cube · %2 · store %3</source>
        <translation>Würfel %1 · %2 · Lager %3</translation>
    </message>
    <message>
        <source>Your bonus cards and buildings lie here. Drag a card from the display here (or click it) to buy it.</source>
        <translation>Hier liegen deine Bonuskarten und Gebäude. Ziehe eine Karte aus der Auslage hierher (oder klicke sie an), um sie zu kaufen.</translation>
    </message>
    <message>
        <source>Contract space %1 of 5: your five most valuable contracts score in full, the others half</source>
        <translation>Auftragsplatz %1 von 5: Deine fünf wertvollsten Aufträge zählen voll, die übrigen halb</translation>
    </message>
    <message>
        <source>Click to fulfil</source>
        <translation>Zum Erfüllen klicken</translation>
    </message>
    <message>
        <source>half value</source>
        <translation>halber Wert</translation>
    </message>
    <message>
        <source>Spend: drop a contract here to pay with it</source>
        <translation>Ausgeben: Auftrag hier ablegen und damit bezahlen</translation>
    </message>
    <message>
        <source>Sell: drop a contract here for its value in thalers</source>
        <translation>Verkaufen: Auftrag hier ablegen, sein Wert in Talern</translation>
    </message>
    <message>
        <source>Hand: drag one card here per turn</source>
        <translation>Hand: Ziehe pro Zug eine Karte hierher</translation>
    </message>
    <message>
        <source>Fulfil</source>
        <translation>Erfüllen</translation>
    </message>
    <message>
        <source>Fulfilled</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>½ value</source>
        <translation>½ Wert</translation>
    </message>
    <message>
        <source>Your bonus cards and buildings lie here: drag a card from the display here to buy it.</source>
        <translation>Hier liegen deine Bonuskarten und Gebäude: Ziehe eine Karte aus der Auslage hierher, um sie zu kaufen.</translation>
    </message>
    <message>
        <source>No bonus cards or buildings yet.</source>
        <translation>Noch keine Bonuskarten oder Gebäude.</translation>
    </message>
    <message>
        <source>Hand: one card per turn</source>
        <translation>Hand: eine Karte pro Zug</translation>
    </message>
    <message>
        <source>Spend: drop a contract here</source>
        <translation>Ausgeben: Auftrag hier ablegen</translation>
    </message>
    <message>
        <source>Sell: drop a contract here</source>
        <translation>Verkaufen: Auftrag hier ablegen</translation>
    </message>
    <message>
        <source>Credit from spent contracts: %1</source>
        <translation>Guthaben aus ausgegebenen Aufträgen: %1</translation>
    </message>
    <message>
        <source>Thalers: %1 (at most 15 when you travel)</source>
        <translation>Taler: %1 (höchstens 15, wenn du reist)</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>Guthaben</translation>
    </message>
    <message>
        <source>thalers</source>
        <translation>Taler</translation>
    </message>
    <message>
        <source>Time tokens: %1. Pay them to travel far, to join a trip, or 4 for one needed good.</source>
        <translation>Zeitmarker: %1. Bezahle damit weite Reisen, das Mitreisen oder 4 für eine benötigte Ware.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Supply card</source>
        <translation>Vorratskarte</translation>
    </message>
    <message>
        <source>Spare cubes: move one into storage (drag it onto a lit store) as either good of its colour. They are not goods yet, but goods loss cannot touch them.</source>
        <translation>Ersatzwürfel: Lege einen als eine der beiden Waren seiner Farbe ins Lager (ziehe ihn auf ein hervorgehobenes Lager). Sie sind noch keine Waren, aber Warenverlust trifft sie nicht.</translation>
    </message>
    <message>
        <source>A %1 cube: drag it onto %2 or %3</source>
        <translation>Ein Würfel %1: Ziehe ihn auf %2 oder %3</translation>
    </message>
    <message>
        <source>14 points. Whoever fulfils a 10 while it lies here receives it; the last round follows.</source>
        <translation>14 Punkte. Wer eine 10 erfüllt, während sie hier liegt, erhält sie; danach folgt die letzte Runde.</translation>
    </message>
    <message>
        <source>Deliver in %1: %2</source>
        <translation>Liefern in die Region %1: %2</translation>
    </message>
    <message>
        <source>Fulfilling it brings the top contract of the next higher value; you keep this one.</source>
        <translation>Die Erfüllung bringt den obersten Auftrag des nächsthöheren Werts; diesen behältst du.</translation>
    </message>
    <message>
        <source>+%1 · joining +%2</source>
        <translation>+%1 · beim Mitreisen +%2</translation>
    </message>
    <message>
        <source>Each trip to %1 brings %2 × %3 (%4 when you join someone's trip).</source>
        <translation>Jede Reise in die Region %1 bringt %2 × %3 (%4, wenn du bei einer fremden Reise mitreist).</translation>
    </message>
    <message>
        <source>At the end: %1</source>
        <translation>Am Ende: %1</translation>
    </message>
    <message>
        <source>1 contract</source>
        <translation>1 Auftrag</translation>
    </message>
    <message numerus="yes">
        <source>%n contracts</source>
        <translation>
            <numerusform>%n Auftrag</numerusform>
            <numerusform>%n Aufträge</numerusform>
        </translation>
    </message>
    <message>
        <source>1 building</source>
        <translation>1 Gebäude</translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <translation>
            <numerusform>%n Gebäude</numerusform>
            <numerusform>%n Gebäude</numerusform>
        </translation>
    </message>
    <message>
        <source>1 thaler</source>
        <translation>1 Taler</translation>
    </message>
    <message numerus="yes">
        <source>%n thalers</source>
        <translation>
            <numerusform>%n Taler</numerusform>
            <numerusform>%n Taler</numerusform>
        </translation>
    </message>
    <message>
        <source>1 time token</source>
        <translation>1 Zeitmarker</translation>
    </message>
    <message numerus="yes">
        <source>%n time tokens</source>
        <translation>
            <numerusform>%n Zeitmarker</numerusform>
            <numerusform>%n Zeitmarker</numerusform>
        </translation>
    </message>
    <message>
        <source>1 good</source>
        <translation>1 Ware</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n Ware</numerusform>
            <numerusform>%n Waren</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass the device to %1.</source>
        <translation>Gib das Gerät an %1 weiter.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>The game cannot be autosaved (%1). You can play on; Kontor tries again after each move.</source>
        <translation>Die Partie kann nicht automatisch gespeichert werden (%1). Du kannst weiterspielen; Kontor versucht es nach jedem Zug erneut.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>%1's move will be taken back. The others look away. Press Enter or click when ready.</source>
        <translation>Der Zug von %1 wird zurückgenommen. Die anderen schauen weg. Drücke Enter oder klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>%1's move will be played again. The others look away. Press Enter or click when ready.</source>
        <translation>Der Zug von %1 wird noch einmal gespielt. Die anderen schauen weg. Drücke Enter oder klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>The others look away. Press Enter or click when ready.</source>
        <translation>Die anderen schauen weg. Drücke Enter oder klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>The others look away. Click when ready.</source>
        <translation>Die anderen schauen weg. Klicke, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>I am %1 – show my table</source>
        <translation>Ich bin %1 – zeig meinen Tisch</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Runde %1 —</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>AI – %1</source>
        <translation>Computer – %1</translation>
    </message>
    <message>
        <source>variant from the rulebook</source>
        <translation>Variante aus der Regel</translation>
    </message>
    <message>
        <source>house rule</source>
        <translation>Hausregel</translation>
    </message>
    <message>
        <source>Kontor only</source>
        <translation>nur in Kontor</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>ausgelost</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (Platz %2)</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Platz %1: Name</translation>
    </message>
    <message>
        <source>Seat %1: colour</source>
        <translation>Platz %1: Farbe</translation>
    </message>
    <message>
        <source>Seat %1: human or computer</source>
        <translation>Platz %1: Mensch oder Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Options and variants</source>
        <translation>Optionen und Varianten</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed and moves give the same game.</source>
        <translation>Gleicher Startwert und gleiche Züge ergeben dasselbe Spiel.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Startwert (optional)</translation>
    </message>
    <message>
        <source>Your corrections in %1 are used.</source>
        <translation>Deine Korrekturen aus %1 werden verwendet.</translation>
    </message>
    <message>
        <source>More rules: Kontor's readings of unclear rules (%1)</source>
        <translation>Weitere Regeln: Kontors Lesart unklarer Regeln (%1)</translation>
    </message>
    <message>
        <source>Your overrides file has a mistake: %1</source>
        <translation>Deine Korrekturdatei enthält einen Fehler: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (Solo)</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Es sind keine Spiele installiert.</translation>
    </message>
    <message>
        <source>Give every player a different name.</source>
        <translation>Gib jedem Spieler einen anderen Namen.</translation>
    </message>
    <message>
        <source>Give every player a different colour.</source>
        <translation>Gib jedem Spieler eine andere Farbe.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Der Startwert muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <source>The rules for this game are not installed (looked for %1).</source>
        <translation>Die Regeln dieses Spiels sind nicht installiert (gesucht: %1).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Nobody wins: the game is a draw.</source>
        <translation>Niemand gewinnt: Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the victory.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Tied on points with %1; decided by the tie-break: %2.</source>
        <translation>Punktgleich mit %1; entschieden hat die Gleichstandsregel: %2.</translation>
    </message>
    <message>
        <source>Tied on points with %1; decided by the tie-break.</source>
        <translation>Punktgleich mit %1; entschieden hat die Gleichstandsregel.</translation>
    </message>
    <message>
        <source>Kontor's strong AI with the same rules and modules: %1 on average, from %2 to %3 (%4)</source>
        <translation>Kontors starker Computergegner mit denselben Regeln und Modulen: im Schnitt %1, von %2 bis %3 (%4)</translation>
    </message>
    <message>
        <source>Score by round</source>
        <translation>Punkte Runde für Runde</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Runde für Runde</translation>
    </message>
    <message>
        <source>Round by round: %1</source>
        <translation>Runde für Runde: %1</translation>
    </message>
    <message>
        <source>Step through the game and see what the strong AI thinks of every move</source>
        <translation>Geh das Spiel Zug für Zug durch und sieh, was der starke Computer von jedem Zug hält</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a score with a fraction, 53½</comment>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>New solo record: %1, %2 (best before: %3)</source>
        <translation>Neuer Solo-Rekord: %1, %2 (bisher am besten: %3)</translation>
    </message>
    <message>
        <source>New solo record: %1, %2 points (best before: %3)</source>
        <translation>Neuer Solo-Rekord: %1, Punkte: %2 (bisher bestes Ergebnis: %3)</translation>
    </message>
    <message>
        <source>New record: %1, %2 points (best before: %3)</source>
        <translation>Neuer Rekord: %1, Punkte: %2 (bisher bestes Ergebnis: %3)</translation>
    </message>
    <message>
        <source>Best solo scores (%1): %2</source>
        <translation>Beste Solo-Ergebnisse (%1): %2</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Zurück zum Start</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Tisch zeigen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <source>Tie-break: %1</source>
        <translation>Bei Gleichstand entscheidet: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <source>How fast the pieces that the others or the rules move travel across the table</source>
        <translation>Wie schnell die Figuren, die die anderen oder die Regeln bewegen, über den Tisch wandern</translation>
    </message>
    <message>
        <source>A letter or mark beside every colour</source>
        <translation>Ein Buchstabe oder Zeichen bei jeder Farbe</translation>
    </message>
    <message>
        <source>Hand the screen over before every turn of another person</source>
        <translation>Den Bildschirm vor jedem Zug einer anderen Person übergeben</translation>
    </message>
    <message>
        <source>At a table of several people: also when the next decision shows nothing private (the cards in hand stay face down until asked for)</source>
        <translation>An einem Tisch mit mehreren Personen: auch wenn die nächste Entscheidung nichts Geheimes zeigt (die Handkarten bleiben verdeckt, bis man sie aufdeckt)</translation>
    </message>
    <message>
        <source>Colour cues</source>
        <translation>Farbhinweise</translation>
    </message>
    <message>
        <source>Size of the table and text</source>
        <translation>Größe von Tisch und Schrift</translation>
    </message>
    <message>
        <source>Hot seat</source>
        <translation>Mehrere an einem Bildschirm</translation>
    </message>
    <message>
        <source>Letters on pieces, colour-blind safe colours</source>
        <translation>Buchstaben auf Spielteilen, Farben für Farbenblinde</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Pause between AI moves</source>
        <translation>Pause zwischen Computerzügen</translation>
    </message>
    <message>
        <source>Colour-blind mode</source>
        <translation>Modus für Farbenblinde</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Größe der Oberfläche</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>solo mode</source>
        <translation>Solospiel</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Merchant board games at one table: against the computer, solo or with friends.</source>
        <translation>Händler-Brettspiele an einem Tisch: gegen den Computer, solo oder mit Freunden.</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>Spiel laden…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Choose a game on the left to start.</source>
        <translation>Wähle links ein Spiel, um zu beginnen.</translation>
    </message>
    <message>
        <source>Other unfinished games:</source>
        <translation>Weitere unterbrochene Partien:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorde</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Column %1: drop a worker here (or click) to bid for the card</source>
        <translation>Spalte %1: Lege einen Arbeiter hierher (oder klicke), um auf die Karte zu bieten</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Market deck</source>
        <translation>Marktstapel</translation>
    </message>
    <message>
        <source>The market deck: it refills the market from the right.</source>
        <translation>Der Marktstapel: Er füllt den Markt von rechts auf.</translation>
    </message>
    <message>
        <source>The junk pile: junk cards left to take</source>
        <translation>Ramschvorrat: verbleibende Ramschkarten</translation>
    </message>
    <message>
        <source>A card in this slot costs its value plus %1</source>
        <translation>Eine Karte auf diesem Platz kostet ihren Wert plus %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>price %1</source>
        <translation>Preis %1</translation>
    </message>
    <message>
        <source>Market discard</source>
        <translation>Marktablage</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>Market discard pile (%1): %2</source>
        <translation>Marktablage (%1): %2</translation>
    </message>
    <message>
        <source>Animals in play</source>
        <translation>Tiere im Spiel</translation>
    </message>
    <message>
        <source>%1 cards · junk pile %2</source>
        <translation>%1 Karten · Ramsch: %2</translation>
    </message>
    <message>
        <source>Paid so far / price</source>
        <translation>Bisher bezahlt / Preis</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Bonus action</source>
        <translation>Bonusaktion</translation>
    </message>
    <message>
        <source>%1 is looking at %2 cards</source>
        <translation>%1 sieht sich %2 Karten an</translation>
    </message>
    <message>
        <source>Your hidden card: %1</source>
        <translation>Deine verdeckte Karte: %1</translation>
    </message>
    <message>
        <source>★ technique · + bonus action · hover a card for its text</source>
        <translation>★ Technik · + Bonusaktion · zeige auf eine Karte für ihren Text</translation>
    </message>
    <message>
        <source>Your payment</source>
        <translation>Deine Zahlung</translation>
    </message>
    <message>
        <source>Every card %1 this turn</source>
        <translation>Jede Karte %1 in diesem Zug</translation>
    </message>
    <message>
        <source>%1 is worth %2 this turn</source>
        <translation>%1 ist in diesem Zug %2 wert</translation>
    </message>
    <message>
        <source>%1 %2 this turn</source>
        <translation>%1 %2 in diesem Zug</translation>
    </message>
    <message>
        <source>hand %1 · deck %2 · %3 of 8 stacks</source>
        <translation>Hand %1 · Stapel %2 · %3 von 8 Stapeln</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>%1's deck</source>
        <translation>Stapel von %1</translation>
    </message>
    <message>
        <source>Discard pile (%1): %2</source>
        <translation>Ablagestapel (%1): %2</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Stack %1: cards of one animal worth %1 together</source>
        <translation>Stapel %1: Karten einer Tierart im Gesamtwert %1</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>Stack %1: %2</source>
        <translation>Stapel %1: %2</translation>
    </message>
    <message>
        <source>Click to close %1's area</source>
        <translation>Klicke, um den Bereich von %1 zu schließen</translation>
    </message>
    <message>
        <source>Click to open %1's whole area</source>
        <translation>Klicken öffnet den ganzen Bereich von %1</translation>
    </message>
    <message>
        <source>%1's hand: %2 cards</source>
        <translation>Hand von %1: %2 Karten</translation>
    </message>
    <message>
        <source>%1's deck: %2 cards</source>
        <translation>Stapel von %1: %2 Karten</translation>
    </message>
    <message>
        <source>%1 of 8 stacks</source>
        <translation>%1 von 8 Stapeln</translation>
    </message>
    <message>
        <source>Close %1's area</source>
        <translation>Bereich von %1 schließen</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Dein Stapel</translation>
    </message>
    <message>
        <source>On top, as you know: %1</source>
        <translation>Oben liegt, wie du weißt: %1</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>Karten auf der Hand: %1</translation>
    </message>
    <message>
        <source>Discard pile, the top card first</source>
        <translation>Ablagestapel, oberste Karte zuerst</translation>
    </message>
    <message>
        <source>Play area</source>
        <translation>Spielfläche</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Gespielt von %1</translation>
    </message>
    <message>
        <source>Drop a technique here to play it</source>
        <translation>Ziehe eine Technik hierher, um sie zu spielen</translation>
    </message>
    <message>
        <source>The ocelot die (0, 1, 1, 2, 2, 3): drop Bold Haggler here to roll</source>
        <translation>Der Ozelot-Würfel (0, 1, 1, 2, 2, 3): Ziehe den Kühnen Feilscher hierher, um zu würfeln</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Deine Hand ist leer</translation>
    </message>
    <message>
        <source>Or drag a hand card there</source>
        <translation>Oder ziehe eine Handkarte dorthin</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Warten…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>%1 stacks</source>
        <translation>%1 Stapel</translation>
    </message>
    <message>
        <source>1 stack</source>
        <translation>1 Stapel</translation>
    </message>
    <message numerus="yes">
        <source>%n stacks</source>
        <translation>
            <numerusform>%n Stapel</numerusform>
            <numerusform>%n Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>As many stacks as %1; decided by the tie-break: %2.</source>
        <translation>Gleich viele Stapel wie %1; entschieden hat die Gleichstandsregel: %2.</translation>
    </message>
    <message>
        <source>As many stacks as %1; decided by the tie-break.</source>
        <translation>Gleich viele Stapel wie %1; entschieden hat die Gleichstandsregel.</translation>
    </message>
    <message>
        <source>New record: %1, %2 (best before: %3)</source>
        <translation>Neuer Rekord: %1, %2 (bisher am besten: %3)</translation>
    </message>
    <message>
        <source>Stacks by round</source>
        <translation>Stapel Runde für Runde</translation>
    </message>
    <message>
        <source>completed the stall</source>
        <translation>Stand vollendet</translation>
    </message>
    <message>
        <source>%1 decides</source>
        <translation>%1 entscheidet</translation>
    </message>
    <message>
        <source>Buy · %1</source>
        <translation>Kaufen · %1</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Start player: %1</source>
        <translation>Startspieler: %1</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Letzte Runde!</translation>
    </message>
    <message>
        <source>cards left, and the fires to come</source>
        <translation>verbleibende Karten und kommende Brände</translation>
    </message>
    <message>
        <source>%1: %2 cards left</source>
        <translation>%1: noch %2 Karten</translation>
    </message>
    <message>
        <source>fire, %1</source>
        <translation>Brand, %1</translation>
    </message>
    <message>
        <source>A fire worth %1 is still in this pile</source>
        <translation>In diesem Stapel steckt noch ein Brand im Wert von %1</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Take %1 from the supply</source>
        <translation>%1 aus dem Vorrat nehmen</translation>
    </message>
    <message>
        <source>Used cubes go to the supply, never back into the bag.</source>
        <translation>Benutzte Würfel kommen in den Vorrat, nie zurück in den Beutel.</translation>
    </message>
    <message>
        <source>Unloading:</source>
        <translation>Entladen:</translation>
    </message>
    <message>
        <source>firemen %1</source>
        <translation>Feuerwehr %1</translation>
    </message>
    <message>
        <source>Loading phase: %1 places the goods</source>
        <translation>Ladephase: %1 verteilt die Waren</translation>
    </message>
    <message>
        <source>Firemen: %1</source>
        <translation>Feuerwehr: %1</translation>
    </message>
    <message>
        <source>At a fire the strongest firemen gain its points and the weakest lose them</source>
        <translation>Bei einem Brand erhält die stärkste Feuerwehr seine Punkte und die schwächste verliert sie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>ships: %1</source>
        <translation>Schiffe: %1</translation>
    </message>
    <message>
        <source>firemen cards: %1</source>
        <translation>Feuerwehrkarten: %1</translation>
    </message>
    <message>
        <source>counting houses: %1</source>
        <translation>Kontore: %1</translation>
    </message>
    <message>
        <source>in the warehouse: %1</source>
        <translation>im Lagerhaus: %1</translation>
    </message>
    <message>
        <source>kept in the market hall: %1</source>
        <translation>in der Markthalle behalten: %1</translation>
    </message>
    <message>
        <source>fire points: %1</source>
        <translation>Brandpunkte: %1</translation>
    </message>
    <message>
        <source>workers at home: %1</source>
        <translation>Arbeiter zu Hause: %1</translation>
    </message>
    <message>
        <source>Your contracts and merchants will lie here.</source>
        <translation>Hier liegen deine Aufträge und Kaufleute.</translation>
    </message>
    <message>
        <source>Keeps up to 4 cubes; 1 point each at the end</source>
        <translation>Fasst bis zu 4 Würfel; am Ende je 1 Punkt</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Noch keine Karten</translation>
    </message>
    <message numerus="yes">
        <source>%n more cards</source>
        <translation>
            <numerusform>%n weitere Karte</numerusform>
            <numerusform>%n weitere Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>No warehouse</source>
        <translation>Kein Lagerhaus</translation>
    </message>
    <message>
        <source>Buy the Warehouse card to store cubes between rounds</source>
        <translation>Kaufe die Karte Lagerhaus, um Würfel zwischen den Runden zu lagern</translation>
    </message>
    <message>
        <source>1 point per cube at the end</source>
        <translation>am Ende 1 Punkt je Würfel</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Umwandeln</translation>
    </message>
    <message>
        <source>3 cubes → 1 cube of your choice</source>
        <translation>3 Würfel → 1 Würfel nach Wahl</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkaufen</translation>
    </message>
    <message>
        <source>2 cubes → 1 coin</source>
        <translation>2 Würfel → 1 Münze</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>1 cube for later</source>
        <translation>1 Würfel für später</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <source>Drag this worker onto a column above a card</source>
        <translation>Ziehe diesen Arbeiter auf eine Spalte über einer Karte</translation>
    </message>
    <message>
        <source>Drag one onto a column</source>
        <translation>Ziehe einen in eine Spalte</translation>
    </message>
    <message>
        <source>Quay</source>
        <translation>Kai</translation>
    </message>
    <message>
        <source>Quay: cubes unloaded from your ships</source>
        <translation>Kai: von deinen Schiffen entladene Würfel</translation>
    </message>
    <message>
        <source>In the loading phase your cubes appear here: drag each one to where it goes.</source>
        <translation>In der Ladephase erscheinen deine Würfel hier: Ziehe jeden dorthin, wo er hingehört.</translation>
    </message>
    <message>
        <source>Cubes unloaded from the ships bought this round lie here while they are loaded.</source>
        <translation>Hier liegen die Würfel der in dieser Runde gekauften Schiffe, bis sie verladen sind.</translation>
    </message>
    <message>
        <source>Drop a cube from your ships here to give it up</source>
        <translation>Lege einen Würfel von deinen Schiffen hier ab, um ihn abzugeben</translation>
    </message>
    <message>
        <source>Drop a cube here to give it up</source>
        <translation>Lege einen Würfel hier ab, um ihn abzugeben</translation>
    </message>
    <message>
        <source>A worker at home</source>
        <translation>Ein Arbeiter zu Hause</translation>
    </message>
    <message>
        <source>Click to see %1's whole area</source>
        <translation>Klicke, um den ganzen Bereich von %1 zu sehen</translation>
    </message>
    <message>
        <source>Click the strip to see everything</source>
        <translation>Klicke auf die Leiste, um alles zu sehen</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>Weitere Karten</translation>
    </message>
    <message>
        <source>You get one cube: click the good you want</source>
        <translation>Du erhältst einen Würfel: Klicke die gewünschte Ware an</translation>
    </message>
    <message>
        <source>coins left</source>
        <translation>übrige Münzen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>End your loading; cubes still lying loose go to the supply</source>
        <translation>Beende dein Laden; lose Würfel kommen in den Vorrat</translation>
    </message>
    <message>
        <source>Firemen %1 (strength %2)</source>
        <translation>Feuerwehr %1 (Stärke %2)</translation>
    </message>
    <message>
        <source>Ships: %1</source>
        <translation>Schiffe: %1</translation>
    </message>
    <message>
        <source>Counting houses: %1</source>
        <translation>Kontore: %1</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
    <message>
        <source>Deliver these goods:</source>
        <translation>Liefere diese Waren:</translation>
    </message>
    <message>
        <source>Unload its 3 cubes this round</source>
        <translation>Entlade seine 3 Würfel in dieser Runde</translation>
    </message>
    <message>
        <source>Strength against fires</source>
        <translation>Stärke gegen Brände</translation>
    </message>
    <message>
        <source>1 more coin every income</source>
        <translation>1 Münze mehr bei jedem Einkommen</translation>
    </message>
    <message>
        <source>Points for 1·2·3·4 counting houses</source>
        <translation>Punkte für 1·2·3·4 Kontore</translation>
    </message>
    <message>
        <source>Buys %1 for 1 coin each</source>
        <translation>Kauft %1 für je 1 Münze</translation>
    </message>
    <message>
        <source>points at the end</source>
        <translation>Punkte am Ende</translation>
    </message>
    <message>
        <source>1 point per coin at the end</source>
        <translation>am Ende 1 Punkt je Münze</translation>
    </message>
    <message>
        <source>1 point per ship at the end</source>
        <translation>am Ende 1 Punkt je Schiff</translation>
    </message>
    <message>
        <source>Complete: %1</source>
        <translation>Erfüllt: %1</translation>
    </message>
    <message>
        <source>Needs %1; %2 when complete</source>
        <translation>Braucht %1; %2, wenn erfüllt</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 Münze</translation>
    </message>
    <message>
        <source>1 card</source>
        <comment>how many a player holds</comment>
        <translation>1 Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <comment>how many a player holds</comment>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 worker at home</source>
        <translation>1 Arbeiter zu Hause</translation>
    </message>
    <message numerus="yes">
        <source>%n workers at home</source>
        <translation>
            <numerusform>%n Arbeiter zu Hause</numerusform>
            <numerusform>%n Arbeiter zu Hause</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>any colour</source>
        <translation>beliebige Farbe</translation>
    </message>
    <message>
        <source>black or grey</source>
        <translation>schwarz oder grau</translation>
    </message>
    <message>
        <source>the industry track</source>
        <translation>Industrieleiste</translation>
    </message>
    <message>
        <source>Coal space: %1</source>
        <translation>Kohlefeld: %1</translation>
    </message>
    <message>
        <source>Engineer %1</source>
        <translation>Ingenieur %1</translation>
    </message>
    <message>
        <source>Factory %1</source>
        <translation>Fabrik %1</translation>
    </message>
    <message>
        <source>Locomotive %1</source>
        <translation>Lokomotive %1</translation>
    </message>
    <message>
        <source>Track tile (1 space)</source>
        <translation>Streckenplättchen (1 Feld)</translation>
    </message>
    <message numerus="yes">
        <source>Track tile (%n spaces)</source>
        <translation>
            <numerusform>Streckenplättchen (%n Feld)</numerusform>
            <numerusform>Streckenplättchen (%n Felder)</numerusform>
        </translation>
    </message>
    <message>
        <source>Income token: %1</source>
        <translation>Einkommensplättchen: %1</translation>
    </message>
    <message>
        <source>Foundry: %1</source>
        <translation>Gießerei: %1</translation>
    </message>
    <message>
        <source>Bonus token: %1</source>
        <translation>Bonusplättchen: %1</translation>
    </message>
    <message>
        <source>1 coal</source>
        <translation>1 Kohle</translation>
    </message>
    <message numerus="yes">
        <source>%n coal</source>
        <translation>
            <numerusform>%n Kohle</numerusform>
            <numerusform>%n Kohle</numerusform>
        </translation>
    </message>
    <message>
        <source>1 step with %1 rails</source>
        <translation>1 Schritt (Schiene: %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n steps with %1 rails</source>
        <translation>
            <numerusform>%n Schritt (Schiene: %1)</numerusform>
            <numerusform>%n Schritte (Schiene: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>(each on another line)</source>
        <translation>(jeder auf einer anderen Strecke)</translation>
    </message>
    <message>
        <source>1 industry step</source>
        <translation>1 Industrieschritt</translation>
    </message>
    <message numerus="yes">
        <source>%n industry steps</source>
        <translation>
            <numerusform>%n Industrieschritt</numerusform>
            <numerusform>%n Industrieschritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Besetzt: %1</translation>
    </message>
    <message>
        <source>Blocked by Emil (%1)</source>
        <translation>Von Emil blockiert (%1)</translation>
    </message>
    <message>
        <source>%1: click to close the whole board</source>
        <translation>%1: Klick schließt das ganze Tableau</translation>
    </message>
    <message>
        <source>%1: click to open the whole board</source>
        <translation>%1: Klick öffnet das ganze Tableau</translation>
    </message>
    <message>
        <source>Emil · %1 of %2 workers free</source>
        <translation>Emil · %1 von %2 Arbeitern frei</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>He gets another worker when you reach %1 points.</source>
        <translation>Er bekommt einen weiteren Arbeiter, wenn du %1 Punkte erreichst.</translation>
    </message>
    <message>
        <source>He has all his workers.</source>
        <translation>Er hat alle seine Arbeiter.</translation>
    </message>
    <message>
        <source>Last card: %1</source>
        <translation>Letzte Karte: %1</translation>
    </message>
    <message>
        <source>cards left %1 · engineers %2 · set aside %3</source>
        <translation>Karten übrig %1 · Ingenieure %2 · beiseitegelegt %3</translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>abgelegt: %1</translation>
    </message>
    <message>
        <source>%1's board</source>
        <translation>Tableau von %1</translation>
    </message>
    <message>
        <source>Close %1's board</source>
        <translation>Tableau von %1 schließen</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 Arbeiter</translation>
    </message>
    <message numerus="yes">
        <source>%n workers</source>
        <translation>
            <numerusform>%n Arbeiter</numerusform>
            <numerusform>%n Arbeiter</numerusform>
        </translation>
    </message>
    <message>
        <source>1 rouble</source>
        <translation>1 Rubel</translation>
    </message>
    <message numerus="yes">
        <source>%n roubles</source>
        <translation>
            <numerusform>%n Rubel</numerusform>
            <numerusform>%n Rubel</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>Engineers (the round clock)</source>
        <translation>Ingenieure (die Rundenuhr)</translation>
    </message>
    <message>
        <source>hire</source>
        <translation>anheuern</translation>
    </message>
    <message>
        <source>use</source>
        <translation>nutzen</translation>
    </message>
    <message>
        <source>next locomotive: %1</source>
        <translation>nächste Lokomotive: %1</translation>
    </message>
    <message>
        <source>no locomotives left</source>
        <translation>keine Lokomotiven mehr</translation>
    </message>
    <message>
        <source>bonus tokens: %1</source>
        <translation>Bonusplättchen: %1</translation>
    </message>
    <message>
        <source>“?” cards: %1</source>
        <translation>„?“-Karten: %1</translation>
    </message>
    <message>
        <source>end-game bonus cards: %1</source>
        <translation>Schlusswertungskarten: %1</translation>
    </message>
    <message>
        <source>Your workers: drag one onto an action space</source>
        <translation>Deine Arbeiter: Ziehe einen auf ein Aktionsfeld</translation>
    </message>
    <message>
        <source>Your roubles: drag one onto an action space to pay instead of a worker</source>
        <translation>Deine Rubel: Ziehe einen auf ein Aktionsfeld, um statt eines Arbeiters zu zahlen</translation>
    </message>
    <message>
        <source>“?” markers used: %1</source>
        <translation>genutzte „?“-Plättchen: %1</translation>
    </message>
    <message>
        <source>Still to come: %1</source>
        <translation>Noch zu holen: %1</translation>
    </message>
    <message>
        <source>Your end-game bonus cards: %1</source>
        <translation>Deine Schlusswertungskarten: %1</translation>
    </message>
    <message>
        <source>doublers: %1</source>
        <translation>Verdoppler: %1</translation>
    </message>
    <message>
        <source>round score now: %1</source>
        <translation>Rundenwertung jetzt: %1</translation>
    </message>
    <message>
        <source>With a stoker: it counts one higher</source>
        <translation>Mit Heizer: zählt eine Stufe höher</translation>
    </message>
    <message>
        <source>factories: %1</source>
        <translation>Fabriken: %1</translation>
    </message>
    <message>
        <source>The industry track: drag an industry marker here to move it on</source>
        <translation>Die Industrieleiste: Ziehe einen Industriemarker hierher, um ihn weiterzuziehen</translation>
    </message>
    <message>
        <source>Empty factory slot %1</source>
        <translation>Freier Fabrikplatz %1</translation>
    </message>
    <message>
        <source>With a stoker: it works twice</source>
        <translation>Mit Heizer: arbeitet zweimal</translation>
    </message>
    <message>
        <source>Industry marker %1</source>
        <translation>Industriemarker %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>letzte Runde</translation>
    </message>
    <message>
        <source>Emil</source>
        <translation>Emil</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Reihenfolge: %1</translation>
    </message>
    <message>
        <source>The order of play this round; a tick: passed</source>
        <translation>Die Reihenfolge dieser Runde; ein Haken: hat gepasst</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>zurückgegeben</translation>
    </message>
    <message>
        <source>Drag a factory onto a slot of your industry track</source>
        <translation>Ziehe eine Fabrik auf einen Platz deiner Industrieleiste</translation>
    </message>
    <message>
        <source>industry %1 · factories %2 · engineers %3</source>
        <translation>Industrie %1 · Fabriken %2 · Ingenieure %3</translation>
    </message>
    <message>
        <source>Drag the locomotive onto a slot of one of your lines</source>
        <translation>Ziehe die Lokomotive auf einen Platz einer deiner Strecken</translation>
    </message>
    <message>
        <source>Trans-Siberian</source>
        <translation>Transsib</translation>
    </message>
    <message>
        <source>St. Petersburg</source>
        <translation>St. Petersburg</translation>
    </message>
    <message>
        <source>Kiev</source>
        <translation>Kiew</translation>
    </message>
    <message>
        <source>Nuremberg</source>
        <translation>Nürnberg</translation>
    </message>
    <message>
        <source>Solo against Emil: %1 points</source>
        <translation>Solo gegen Emil: %1 Punkte</translation>
    </message>
    <message>
        <source>Engineers: you %1, Emil %2</source>
        <translation>Ingenieure: du %1, Emil %2</translation>
    </message>
    <message>
        <source>%1 coal</source>
        <comment>the side panel's summary</comment>
        <translation>Kohle: %1</translation>
    </message>
    <message>
        <source>Round %1 is scored: %2</source>
        <translation>Wertung der Runde %1: %2</translation>
    </message>
    <message>
        <source>Round %1 is scored.</source>
        <translation>Runde %1 ist gewertet.</translation>
    </message>
    <message>
        <source>Choose your starting bonus first.</source>
        <translation>Wähle zuerst deinen Startbonus.</translation>
    </message>
    <message>
        <source>Drop the locomotive on a lit slot of one of your lines: an empty slot, or a slot whose locomotive it replaces.</source>
        <translation>Lege die Lokomotive auf einen leuchtenden Platz einer deiner Strecken: einen freien oder einen, dessen Lokomotive sie ersetzt.</translation>
    </message>
    <message>
        <source>You have used this engineer this round.</source>
        <translation>Diesen Ingenieur hast du in dieser Runde schon genutzt.</translation>
    </message>
    <message>
        <source>Finish the action you are carrying out first.</source>
        <translation>Beende zuerst die Aktion, die du gerade ausführst.</translation>
    </message>
    <message>
        <source>A rouble stands in for a worker only on a space you can take now and only beyond the roubles the space itself costs.</source>
        <translation>Ein Rubel ersetzt einen Arbeiter nur auf einem Feld, das du jetzt nehmen kannst, und nur über die Rubel hinaus, die das Feld selbst kostet.</translation>
    </message>
    <message>
        <source>Drop the worker on a lit action space; the dim ones say on hover why they are closed.</source>
        <translation>Lege den Arbeiter auf ein leuchtendes Aktionsfeld; die dunklen sagen beim Darüberfahren, warum sie zu sind.</translation>
    </message>
    <message>
        <source>A rail moves only with rail steps: take an action space that gives them first.</source>
        <translation>Eine Schiene zieht nur mit Schritten: Nimm zuerst ein Aktionsfeld, das welche gibt.</translation>
    </message>
    <message>
        <source>None of your steps is for the %1 rail: %2.</source>
        <translation>Keiner deiner Schritte ist für die Schiene (%1): %2.</translation>
    </message>
    <message>
        <source>The black rail has reached the end of the line.</source>
        <translation>Die schwarze Schiene hat das Ende der Strecke erreicht.</translation>
    </message>
    <message>
        <source>The %1 rail may not reach or pass the %2 rail ahead of it.</source>
        <translation>Die Schiene (%1) darf die Schiene (%2) vor ihr nicht erreichen oder überholen.</translation>
    </message>
    <message>
        <source>These steps each go to another line, with another rail.</source>
        <translation>Diese Schritte gehen jeweils auf eine andere Strecke, mit einer anderen Schiene.</translation>
    </message>
    <message>
        <source>This rail cannot take a step now.</source>
        <translation>Diese Schiene kann jetzt keinen Schritt machen.</translation>
    </message>
    <message>
        <source>The industry marker moves only with industry steps: take an action space that gives them first.</source>
        <translation>Der Industriemarker zieht nur mit Industrieschritten: Nimm zuerst ein Aktionsfeld, das welche gibt.</translation>
    </message>
    <message>
        <source>An industry marker stops before the first empty factory slot: build a factory there first.</source>
        <translation>Ein Industriemarker hält vor dem ersten freien Fabrikplatz: Baue dort zuerst eine Fabrik.</translation>
    </message>
    <message>
        <source>This rail cannot move on that line now: it may not reach or pass the rail of the colour before it, and your steps must allow its colour.</source>
        <translation>Diese Schiene kann sich auf dieser Strecke jetzt nicht bewegen: Sie darf die Schiene der vorigen Farbe weder erreichen noch überholen, und deine Schritte müssen ihre Farbe erlauben.</translation>
    </message>
    <message>
        <source>Drop the factory on the first free slot of your industry track; when all are full, on the factory it replaces.</source>
        <translation>Lege die Fabrik auf den ersten freien Platz deiner Industrieleiste; sind alle belegt, auf die Fabrik, die sie ersetzt.</translation>
    </message>
    <message>
        <source>You cannot pay roubles instead of workers there now.</source>
        <translation>Dort kannst du jetzt keine Rubel statt Arbeitern zahlen.</translation>
    </message>
    <message>
        <source>Colourless rails may stand on two lines only.</source>
        <translation>Farblose Schienen dürfen nur auf zwei Strecken stehen.</translation>
    </message>
    <message>
        <source>A track tile is laid only when your black rail reaches a station.</source>
        <translation>Ein Streckenplättchen wird nur angelegt, wenn deine schwarze Schiene einen Bahnhof erreicht.</translation>
    </message>
    <message>
        <source>This tile has %1 spaces: %2 takes a tile of %3 spaces.</source>
        <translation>Dieses Plättchen hat die Länge %1: In %2 gehört ein Plättchen der Länge %3.</translation>
    </message>
    <message>
        <source>Drop the tile into the dashed area %1 of your board.</source>
        <translation>Lege das Plättchen in den gestrichelten Bereich %1 deiner Tafel.</translation>
    </message>
    <message>
        <source>A stoker goes on a locomotive or factory that has none yet.</source>
        <translation>Ein Heizer kommt auf eine Lokomotive oder Fabrik, die noch keinen hat.</translation>
    </message>
    <message>
        <source>Drop the stoker on one of your locomotives or factories.</source>
        <translation>Lege den Heizer auf eine deiner Lokomotiven oder Fabriken.</translation>
    </message>
    <message>
        <source>Only the black rail chooses the branch, when it reaches space 9 of Munich.</source>
        <translation>Nur die schwarze Schiene wählt den Abzweig, wenn sie Feld 9 von München erreicht.</translation>
    </message>
    <message>
        <source>The stoker space takes coal, not workers: click it in your turn.</source>
        <translation>Das Heizerfeld kostet Kohle, keine Arbeiter: Klicke es in deinem Zug an.</translation>
    </message>
    <message>
        <source>Germany: Munich forks at space 9 (drag the black rail onto Berlin or Hamburg); a station's dashed area takes a track tile from the offer on the right.</source>
        <translation>Deutschland: München verzweigt sich auf Feld 9 (ziehe die schwarze Schiene auf Berlin oder Hamburg); in den gestrichelten Bereich eines Bahnhofs kommt ein Streckenplättchen aus der Auslage rechts.</translation>
    </message>
    <message>
        <source>Coal: the coal table's stoker space and your foundries are free actions in your own turn, before or after its action: click them when they glow.</source>
        <translation>Kohle: Das Heizerfeld des Kohletableaus und deine Gießereien sind freie Aktionen im eigenen Zug, vor oder nach der Aktion: Klicke sie an, wenn sie leuchten.</translation>
    </message>
    <message>
        <source>Drag a worker from your board onto an action space at the top (a rouble may stand in for a worker). Dim spaces say on hover why they are closed.</source>
        <translation>Ziehe einen Arbeiter von deinem Tableau auf ein Aktionsfeld oben (ein Rubel kann einen Arbeiter ersetzen). Dunkle Felder zeigen beim Darüberfahren, warum sie geschlossen sind.</translation>
    </message>
    <message>
        <source>Your steps are spent on your own board below: drag a rail marker onto its line to move it one space on; a rail never reaches the rail of the colour before it.</source>
        <translation>Deine Schritte setzt du unten auf deinem Tableau ein: Ziehe einen Schienenmarker auf seine Strecke, um ihn ein Feld weiterzuziehen; eine Schiene erreicht nie die Schiene der vorigen Farbe.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>1 doubler</source>
        <translation>1 Verdoppler</translation>
    </message>
    <message numerus="yes">
        <source>%n doublers</source>
        <translation>
            <numerusform>%n Verdoppler</numerusform>
            <numerusform>%n Verdoppler</numerusform>
        </translation>
    </message>
    <message>
        <source>1 extra worker for this round</source>
        <translation>1 zusätzlicher Arbeiter für diese Runde</translation>
    </message>
    <message numerus="yes">
        <source>%n extra workers for this round</source>
        <translation>
            <numerusform>%n zusätzlicher Arbeiter für diese Runde</numerusform>
            <numerusform>%n zusätzliche Arbeiter für diese Runde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, Feld %2</translation>
    </message>
    <message>
        <source>%1: the dashed area takes a track tile of %2 spaces when the black rail reaches space %3</source>
        <translation>%1: In den gestrichelten Bereich kommt ein Streckenplättchen der Länge %2, wenn die schwarze Schiene Feld %3 erreicht</translation>
    </message>
    <message>
        <source>%1: the branch from space %2 to space %3</source>
        <translation>%1: der Abzweig von Feld %2 bis Feld %3</translation>
    </message>
    <message>
        <source>used this round: face down until the round is scored</source>
        <translation>in dieser Runde genutzt: verdeckt bis zur Rundenwertung</translation>
    </message>
    <message>
        <source>face up: click it in your turn to use it (before or after your action)</source>
        <translation>offen: Klicke es in deinem Zug an, um es zu nutzen (vor oder nach deiner Aktion)</translation>
    </message>
    <message>
        <source>Track tiles and income tokens</source>
        <translation>Streckenplättchen und Einkommensplättchen</translation>
    </message>
    <message>
        <source>Drag it into the dashed area of your board</source>
        <translation>Ziehe es in den gestrichelten Bereich deiner Tafel</translation>
    </message>
    <message>
        <source>Income tokens</source>
        <translation>Einkommensplättchen</translation>
    </message>
    <message>
        <source>Income tokens face up: %1</source>
        <translation>Offene Einkommensplättchen: %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>The branch is chosen when the black rail reaches space %1</source>
        <translation>Der Abzweig wird gewählt, wenn die schwarze Schiene Feld %1 erreicht</translation>
    </message>
    <message>
        <source>Income tokens face up: %1 of %2</source>
        <translation>Einkommensplättchen offen: %1 von %2</translation>
    </message>
    <message>
        <source>income tokens %1/%2</source>
        <translation>Einkommen %1/%2</translation>
    </message>
    <message>
        <source>the next locomotive</source>
        <translation>die nächste Lokomotive</translation>
    </message>
    <message>
        <source>the next factory</source>
        <translation>die nächste Fabrik</translation>
    </message>
    <message>
        <source>locomotive 9</source>
        <translation>Lokomotive 9</translation>
    </message>
    <message>
        <source>a new worker</source>
        <translation>ein neuer Arbeiter</translation>
    </message>
    <message>
        <source>an engineer</source>
        <translation>ein Ingenieur</translation>
    </message>
    <message>
        <source>hire the engineer</source>
        <translation>den Ingenieur anheuern</translation>
    </message>
    <message>
        <source>use the engineer's action</source>
        <translation>die Aktion des Ingenieurs nutzen</translation>
    </message>
    <message>
        <source>an end-game bonus card</source>
        <translation>eine Schlusswertungskarte</translation>
    </message>
    <message>
        <source>a second industry marker</source>
        <translation>ein zweiter Industriemarker</translation>
    </message>
    <message>
        <source>a “?” bonus marker</source>
        <translation>ein „?“-Bonusplättchen</translation>
    </message>
    <message>
        <source>a “?” card</source>
        <translation>eine „?“-Karte</translation>
    </message>
    <message>
        <source>the Kiev medal</source>
        <translation>die Kiew-Medaille</translation>
    </message>
    <message>
        <source>the revaluation tile</source>
        <translation>das Aufwertungsplättchen</translation>
    </message>
    <message>
        <source>first place in the next round's order</source>
        <translation>der erste Platz in der Reihenfolge der nächsten Runde</translation>
    </message>
    <message>
        <source>second place in the next round's order</source>
        <translation>der zweite Platz in der Reihenfolge der nächsten Runde</translation>
    </message>
    <message>
        <source>use an occupied action space again</source>
        <translation>ein besetztes Aktionsfeld noch einmal nutzen</translation>
    </message>
    <message>
        <source>points equal to your highest locomotive</source>
        <translation>Punkte in Höhe deiner höchsten Lokomotive</translation>
    </message>
    <message>
        <source>points by a formula</source>
        <translation>Punkte nach einer Formel</translation>
    </message>
    <message>
        <source>a foundry from the display</source>
        <translation>eine Gießerei aus der Auslage</translation>
    </message>
    <message>
        <source>a stoker for a locomotive or a factory</source>
        <translation>ein Heizer für eine Lokomotive oder Fabrik</translation>
    </message>
    <message>
        <source>a bonus token</source>
        <translation>ein Bonusplättchen</translation>
    </message>
    <message>
        <source>1 random starting bonus</source>
        <translation>1 zufälliger Startbonus</translation>
    </message>
    <message numerus="yes">
        <source>%n random starting bonuses</source>
        <translation>
            <numerusform>%n zufälliger Startbonus</numerusform>
            <numerusform>%n zufällige Startboni</numerusform>
        </translation>
    </message>
    <message>
        <source>one of your factories works again</source>
        <translation>eine deiner Fabriken arbeitet noch einmal</translation>
    </message>
    <message>
        <source>build %1</source>
        <translation>%1 bauen</translation>
    </message>
    <message>
        <source>%1 black steps, and %2 more for each coal paid (at most %3 coal)</source>
        <translation>%1 schwarze Schritte und %2 mehr je bezahlter Kohle (höchstens %3 Kohle)</translation>
    </message>
    <message>
        <source>Choose your starting bonus card</source>
        <translation>Wähle deine Startbonuskarte</translation>
    </message>
    <message>
        <source>Drag a worker (or a rouble in its place) onto an action space, or pass</source>
        <translation>Ziehe einen Arbeiter (oder an seiner Stelle einen Rubel) auf ein Aktionsfeld oder passe</translation>
    </message>
    <message>
        <source>Spend your steps: %1</source>
        <translation>Setze deine Schritte ein: %1</translation>
    </message>
    <message>
        <source>Finish your action</source>
        <translation>Beende deine Aktion</translation>
    </message>
    <message>
        <source>Drag %1 onto a locomotive slot of one of your lines</source>
        <translation>Ziehe auf einen Lokomotivplatz einer deiner Strecken: %1</translation>
    </message>
    <message>
        <source>Choose one: %1</source>
        <translation>Wähle eines: %1</translation>
    </message>
    <message>
        <source>Choose a “?” bonus marker</source>
        <translation>Wähle ein „?“-Bonusplättchen</translation>
    </message>
    <message>
        <source>Choose a “?” card</source>
        <translation>Wähle eine „?“-Karte</translation>
    </message>
    <message>
        <source>Choose the occupied action space to use again</source>
        <translation>Wähle das besetzte Aktionsfeld, das du noch einmal nutzt</translation>
    </message>
    <message>
        <source>Choose an end-game bonus card</source>
        <translation>Wähle eine Schlusswertungskarte</translation>
    </message>
    <message>
        <source>You may move one of your workers to a free action space</source>
        <translation>Du darfst einen deiner Arbeiter auf ein freies Aktionsfeld versetzen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Close %1? It becomes a stoker for a locomotive or a factory</source>
        <translation>Die Gießerei schließen (%1)? Sie wird zum Heizer für eine Lokomotive oder Fabrik</translation>
    </message>
    <message>
        <source>Click the foundry you take from the display</source>
        <translation>Klicke die Gießerei an, die du aus der Auslage nimmst</translation>
    </message>
    <message>
        <source>Choose a bonus token</source>
        <translation>Wähle ein Bonusplättchen</translation>
    </message>
    <message>
        <source>Choose the factory that works again</source>
        <translation>Wähle die Fabrik, die noch einmal arbeitet</translation>
    </message>
    <message>
        <source>Pay coal for more black steps (2 for each coal)</source>
        <translation>Zahle Kohle für weitere schwarze Schritte (2 je Kohle)</translation>
    </message>
    <message>
        <source>Choose the factory slot for the coal factory</source>
        <translation>Wähle den Fabrikplatz für die Kohlefabrik</translation>
    </message>
    <message>
        <source>Drag the black rail onto space 9 of Berlin or Hamburg: the branch is chosen for good</source>
        <translation>Ziehe die schwarze Schiene auf Feld 9 von Berlin oder Hamburg: Der Abzweig gilt für immer</translation>
    </message>
    <message>
        <source>Drag a track tile of %1 spaces from the offer into the dashed area %2</source>
        <translation>Ziehe ein Streckenplättchen der Länge %1 aus der Auslage in den gestrichelten Bereich %2</translation>
    </message>
    <message>
        <source>Click an income token in the display to take it, or skip</source>
        <translation>Klicke ein Einkommensplättchen in der Auslage an, um es zu nehmen, oder verzichte</translation>
    </message>
    <message>
        <source>take the next locomotive</source>
        <translation>nimm die nächste Lokomotive</translation>
    </message>
    <message>
        <source>take the next factory</source>
        <translation>nimm die nächste Fabrik</translation>
    </message>
    <message>
        <source>Take the starting bonus: %1</source>
        <translation>Startbonus nehmen: %1</translation>
    </message>
    <message>
        <source>%1, paying 1 rouble instead of a worker</source>
        <translation>%1, mit 1 Rubel statt eines Arbeiters</translation>
    </message>
    <message numerus="yes">
        <source>%1, paying %n roubles instead of workers</source>
        <translation>
            <numerusform>%1, mit %n Rubel statt Arbeitern</numerusform>
            <numerusform>%1, mit %n Rubel statt Arbeitern</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rail on the %2</source>
        <translation>%2: Schiene %1</translation>
    </message>
    <message>
        <source>Move industry marker %1</source>
        <translation>Industriemarker %1 weiterziehen</translation>
    </message>
    <message>
        <source>Locomotive onto the %1, slot %2</source>
        <translation>Lokomotive: %1, Platz %2</translation>
    </message>
    <message>
        <source>Put the locomotive back</source>
        <translation>Lokomotive zurücklegen</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>Bauen: %1</translation>
    </message>
    <message>
        <source>(replacing the factory in slot %1)</source>
        <translation>(ersetzt die Fabrik auf Platz %1)</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>Möglichkeit %1</translation>
    </message>
    <message>
        <source>Use again: %1</source>
        <translation>Noch einmal nutzen: %1</translation>
    </message>
    <message>
        <source>Done (forfeit the rest)</source>
        <translation>Fertig (der Rest verfällt)</translation>
    </message>
    <message>
        <source>Move a worker to %1</source>
        <translation>Arbeiter versetzen: %1</translation>
    </message>
    <message>
        <source>Leave the workers where they are</source>
        <translation>Die Arbeiter stehen lassen</translation>
    </message>
    <message>
        <source>Stoker space: a stoker for 2 coal</source>
        <translation>Heizerfeld: ein Heizer für 2 Kohle</translation>
    </message>
    <message>
        <source>Use %1 (2 coal)</source>
        <translation>Nutzen – %1 (2 Kohle)</translation>
    </message>
    <message>
        <source>Close the foundry: it becomes a stoker</source>
        <translation>Gießerei schließen: Sie wird zum Heizer</translation>
    </message>
    <message>
        <source>Keep the foundry open</source>
        <translation>Gießerei offen lassen</translation>
    </message>
    <message>
        <source>Stoker onto the locomotive on the %1, slot %2</source>
        <translation>Heizer auf die Lokomotive der Strecke %1, Platz %2</translation>
    </message>
    <message>
        <source>Stoker onto the factory in slot %1</source>
        <translation>Heizer auf die Fabrik auf Platz %1</translation>
    </message>
    <message>
        <source>The factory in slot %1 works again</source>
        <translation>Die Fabrik auf Platz %1 arbeitet noch einmal</translation>
    </message>
    <message>
        <source>Pay no coal</source>
        <translation>Keine Kohle zahlen</translation>
    </message>
    <message>
        <source>Pay %1 for %2 more black steps</source>
        <translation>%1 für %2 weitere schwarze Schritte zahlen</translation>
    </message>
    <message>
        <source>%1 into slot %2</source>
        <translation>%1 auf Platz %2</translation>
    </message>
    <message>
        <source>Munich continues to %1</source>
        <translation>München führt weiter nach %1</translation>
    </message>
    <message>
        <source>Take the income token: %1</source>
        <translation>Einkommensplättchen nehmen: %1</translation>
    </message>
    <message>
        <source>Use the income token: %1</source>
        <translation>Einkommensplättchen nutzen: %1</translation>
    </message>
    <message>
        <source>%who took a bonus token: %1.</source>
        <translation>%who nimmt ein Bonusplättchen: %1.</translation>
    </message>
    <message>
        <source>%who took an income token: %1.</source>
        <translation>%who nimmt ein Einkommensplättchen: %1.</translation>
    </message>
    <message>
        <source>%who turned an income token face down and used it: %1.</source>
        <translation>%who dreht ein Einkommensplättchen um und nutzt es: %1.</translation>
    </message>
    <message>
        <source>The game begins: %1 rounds.</source>
        <translation>Das Spiel beginnt: %1 Runden.</translation>
    </message>
    <message>
        <source>Place a worker (or a rouble) or pass; glowing income tokens are free actions</source>
        <translation>Setze einen Arbeiter (oder Rubel) ein oder passe; leuchtende Einkommensplättchen sind freie Aktionen</translation>
    </message>
    <message>
        <source>Place a worker (or a rouble) or pass; glowing foundries and the stoker space are free actions</source>
        <translation>Setze einen Arbeiter (oder Rubel) ein oder passe; leuchtende Gießereien und das Heizerfeld sind freie Aktionen</translation>
    </message>
    <message>
        <source>Place a worker (or a rouble) or pass; glowing tokens, foundries and the stoker space are free actions</source>
        <translation>Setze einen Arbeiter (oder Rubel) ein oder passe; leuchtende Plättchen, Gießereien und das Heizerfeld sind freie Aktionen</translation>
    </message>
    <message>
        <source>Use another free action (they glow) or end your turn</source>
        <translation>Nutze eine weitere freie Aktion (sie leuchten) oder beende deinen Zug</translation>
    </message>
    <message>
        <source>(a returned one)</source>
        <translation>(eine zurückgegebene)</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <source>It is the last round.</source>
        <translation>Es ist die letzte Runde.</translation>
    </message>
    <message>
        <source>%who took the starting bonus: %1.</source>
        <translation>%who nimmt den Startbonus: %1.</translation>
    </message>
    <message>
        <source>%who took %1.</source>
        <translation>%who nimmt: %1.</translation>
    </message>
    <message>
        <source>%who took %1, paying 1 rouble.</source>
        <translation>%who nimmt für 1 Rubel: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%who took %1, paying %n roubles.</source>
        <translation>
            <numerusform>%who nimmt für %n Rubel: %1.</numerusform>
            <numerusform>%who nimmt für %n Rubel: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who passed (1 point from the turn-order card).</source>
        <translation>%who passt (1 Punkt von der Reihenfolgekarte).</translation>
    </message>
    <message numerus="yes">
        <source>%who passed (%n points from the turn-order card).</source>
        <translation>
            <numerusform>%who passt (%n Punkt von der Reihenfolgekarte).</numerusform>
            <numerusform>%who passt (%n Punkte von der Reihenfolgekarte).</numerusform>
        </translation>
    </message>
    <message>
        <source>%who used %1.</source>
        <translation>%who nutzt: %1.</translation>
    </message>
    <message>
        <source>%who hired %1.</source>
        <translation>%who heuert an: %1.</translation>
    </message>
    <message>
        <source>%1 leaves the engineer row unhired.</source>
        <translation>%1 verlässt die Ingenieursreihe, ohne angeheuert zu sein.</translation>
    </message>
    <message>
        <source>%who moved the %1 rail on the %2 to space %3.</source>
        <translation>%who zieht die Schiene (%1) auf der Strecke %2 auf Feld %3.</translation>
    </message>
    <message>
        <source>%who unlocked the %1 rails.</source>
        <translation>%who schaltet die Schienen frei: %1.</translation>
    </message>
    <message>
        <source>%who reached a special space on %1: %2.</source>
        <translation>%who erreicht ein Sonderfeld (%1): %2.</translation>
    </message>
    <message>
        <source>%who gained a new worker.</source>
        <translation>%who erhält einen neuen Arbeiter.</translation>
    </message>
    <message>
        <source>%who moved the industry marker to space %1.</source>
        <translation>%who zieht den Industriemarker auf Feld %1.</translation>
    </message>
    <message>
        <source>%who got a second industry marker.</source>
        <translation>%who erhält einen zweiten Industriemarker.</translation>
    </message>
    <message>
        <source>%who's %1 worked.</source>
        <translation>Die %1 von %who arbeitet.</translation>
    </message>
    <message>
        <source>%who put %1 on the %2.</source>
        <translation>%who setzt auf die Strecke %2: %1.</translation>
    </message>
    <message>
        <source>It replaces %1.</source>
        <translation>Sie ersetzt: %1.</translation>
    </message>
    <message>
        <source>%who turned %1 over to its factory side.</source>
        <translation>%who dreht auf die Fabrikseite: %1.</translation>
    </message>
    <message>
        <source>%who put %1 back.</source>
        <translation>%who legt zurück: %1.</translation>
    </message>
    <message>
        <source>%who built %1.</source>
        <translation>%who baut: %1.</translation>
    </message>
    <message>
        <source>%who placed a doubler.</source>
        <translation>%who setzt einen Verdoppler ein.</translation>
    </message>
    <message>
        <source>%who gained 1 rouble.</source>
        <translation>%who erhält 1 Rubel.</translation>
    </message>
    <message numerus="yes">
        <source>%who gained %n roubles.</source>
        <translation>
            <numerusform>%who erhält %n Rubel.</numerusform>
            <numerusform>%who erhält %n Rubel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who scored 1 point.</source>
        <translation>%who erhält 1 Punkt.</translation>
    </message>
    <message numerus="yes">
        <source>%who scored %n points.</source>
        <translation>
            <numerusform>%who erhält %n Punkt.</numerusform>
            <numerusform>%who erhält %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who took 1 extra worker for this round.</source>
        <translation>%who nimmt 1 zusätzlichen Arbeiter für diese Runde.</translation>
    </message>
    <message numerus="yes">
        <source>%who took %n extra workers for this round.</source>
        <translation>
            <numerusform>%who nimmt %n zusätzlichen Arbeiter für diese Runde.</numerusform>
            <numerusform>%who nimmt %n zusätzliche Arbeiter für diese Runde.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who claimed first place in the next round's order.</source>
        <translation>%who sichert sich den ersten Platz in der Reihenfolge der nächsten Runde.</translation>
    </message>
    <message>
        <source>%who claimed second place in the next round's order.</source>
        <translation>%who sichert sich den zweiten Platz in der Reihenfolge der nächsten Runde.</translation>
    </message>
    <message>
        <source>%who used the bonus marker: %1.</source>
        <translation>%who nutzt das Bonusplättchen: %1.</translation>
    </message>
    <message>
        <source>%who took the “?” card: %1.</source>
        <translation>%who nimmt die „?“-Karte: %1.</translation>
    </message>
    <message>
        <source>%who used %1 again.</source>
        <translation>%who nutzt noch einmal: %1.</translation>
    </message>
    <message>
        <source>%who took an end-game bonus card.</source>
        <translation>%who nimmt eine Schlusswertungskarte.</translation>
    </message>
    <message>
        <source>%who looks through the end-game bonus cards.</source>
        <translation>%who sieht die Schlusswertungskarten durch.</translation>
    </message>
    <message>
        <source>%who took the revaluation tile.</source>
        <translation>%who nimmt das Aufwertungsplättchen.</translation>
    </message>
    <message>
        <source>%who placed the Kiev medal.</source>
        <translation>%who legt die Kiew-Medaille aus.</translation>
    </message>
    <message>
        <source>%who let the remaining steps go.</source>
        <translation>%who lässt die übrigen Schritte verfallen.</translation>
    </message>
    <message>
        <source>The order for the next round: %1.</source>
        <translation>Die Reihenfolge der nächsten Runde: %1.</translation>
    </message>
    <message>
        <source>%who moved a worker to %1.</source>
        <translation>%who versetzt einen Arbeiter: %1.</translation>
    </message>
    <message>
        <source>%who: %1 scores 1 point.</source>
        <translation>%who: Die Schlusswertungskarte „%1“ bringt 1 Punkt.</translation>
    </message>
    <message numerus="yes">
        <source>%who: %1 scores %n points.</source>
        <translation>
            <numerusform>%who: Die Schlusswertungskarte „%1“ bringt %n Punkt.</numerusform>
            <numerusform>%who: Die Schlusswertungskarte „%1“ bringt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who is place %1 in the engineer majority: 1 point.</source>
        <translation>%who ist bei der Ingenieursmehrheit auf Platz %1: 1 Punkt.</translation>
    </message>
    <message numerus="yes">
        <source>%who is place %1 in the engineer majority: %n points.</source>
        <translation>
            <numerusform>%who ist bei der Ingenieursmehrheit auf Platz %1: %n Punkt.</numerusform>
            <numerusform>%who ist bei der Ingenieursmehrheit auf Platz %1: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. Winner: %1.</source>
        <translation>Das Spiel ist vorbei. Sieg für %1.</translation>
    </message>
    <message>
        <source>%who paid %1 for %2 black steps.</source>
        <translation>%who zahlt %1 für %2 schwarze Schritte.</translation>
    </message>
    <message>
        <source>%who used the stoker space for %1.</source>
        <translation>%who nutzt das Heizerfeld für %1.</translation>
    </message>
    <message>
        <source>%1 is turned face up.</source>
        <translation>Aufgedeckt wird: %1.</translation>
    </message>
    <message>
        <source>%who closed %1: it becomes a stoker.</source>
        <translation>%who schließt die Gießerei (%1): Sie wird zum Heizer.</translation>
    </message>
    <message>
        <source>%who took a stoker (%1 left in the stack).</source>
        <translation>%who nimmt einen Heizer (%1 im Stapel übrig).</translation>
    </message>
    <message>
        <source>%who put a stoker on %1.</source>
        <translation>%who setzt einen Heizer auf: %1.</translation>
    </message>
    <message>
        <source>%who put a stoker on %1 on the %2.</source>
        <translation>%who setzt einen Heizer auf die Strecke %2: %1.</translation>
    </message>
    <message>
        <source>A stoker of %who leaves the game with its tile.</source>
        <translation>Ein Heizer von %who verlässt mit seinem Plättchen das Spiel.</translation>
    </message>
    <message>
        <source>%who drew the starting bonuses: %1.</source>
        <translation>%who zieht die Startboni: %1.</translation>
    </message>
    <message>
        <source>%who chose the branch: Munich continues to %1.</source>
        <translation>%who wählt den Abzweig: München führt weiter nach %1.</translation>
    </message>
    <message>
        <source>%who laid a track tile in %1: %2.</source>
        <translation>%who legt ein Streckenplättchen in %1: %2.</translation>
    </message>
    <message>
        <source>%who already has the %1 workers the board's spaces can give: no new worker.</source>
        <translation>%who hat schon alle %1 Arbeiter, die die Felder der Tafel geben können: kein neuer Arbeiter.</translation>
    </message>
    <message>
        <source>Emil reveals %1 and blocks it.</source>
        <translation>Emil deckt eine Karte auf: %1. Er blockiert das Feld.</translation>
    </message>
    <message>
        <source>He sets %1 aside.</source>
        <translation>Er legt beiseite: %1.</translation>
    </message>
    <message>
        <source>Emil reveals %1 and discards it: %2</source>
        <translation>Emil deckt eine Karte auf: %1. Er legt sie ab: %2</translation>
    </message>
    <message>
        <source>Emil passes for the rest of the round.</source>
        <translation>Emil passt für den Rest der Runde.</translation>
    </message>
    <message>
        <source>Emil gets another worker: he now has %1.</source>
        <translation>Emil bekommt einen weiteren Arbeiter: Er hat jetzt %1.</translation>
    </message>
    <message>
        <source>Emil is place %1 in the engineer majority with %2 engineers.</source>
        <translation>Emil ist bei der Ingenieursmehrheit auf Platz %1 (Ingenieure: %2).</translation>
    </message>
    <message>
        <source>the space is already taken.</source>
        <translation>Das Feld ist schon besetzt.</translation>
    </message>
    <message>
        <source>he has too few workers left for it.</source>
        <translation>Er hat dafür zu wenige Arbeiter übrig.</translation>
    </message>
    <message>
        <source>you cannot use rails of that colour yet.</source>
        <translation>Du kannst Schienen dieser Farbe noch nicht nutzen.</translation>
    </message>
    <message>
        <source>there is no engineer on it.</source>
        <translation>Darauf liegt kein Ingenieur.</translation>
    </message>
    <message>
        <source>the space is not in this game.</source>
        <translation>Das Feld ist in diesem Spiel nicht dabei.</translation>
    </message>
    <message>
        <source>%who scores 1 point on the %1</source>
        <translation>%who punktet auf der Strecke %1: 1 Punkt</translation>
    </message>
    <message numerus="yes">
        <source>%who scores %n points on the %1</source>
        <translation>
            <numerusform>%who punktet auf der Strecke %1: %n Punkt</numerusform>
            <numerusform>%who punktet auf der Strecke %1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>(up to space %1)</source>
        <translation>(bis Feld %1)</translation>
    </message>
    <message>
        <source>%who scores 1 point: %1</source>
        <translation>%who erhält 1 Punkt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%who scores %n points: %1</source>
        <translation>
            <numerusform>%who erhält %n Punkt: %1</numerusform>
            <numerusform>%who erhält %n Punkte: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Kiev stars</source>
        <translation>Kiewer Sterne</translation>
    </message>
    <message>
        <source>Kiev medal</source>
        <translation>Kiew-Medaille</translation>
    </message>
    <message>
        <source>Hired engineers become your own action spaces.</source>
        <translation>Angeheuerte Ingenieure werden zu deinen eigenen Aktionsfeldern.</translation>
    </message>
    <message>
        <source>Empty locomotive slot</source>
        <translation>Freier Lokomotivplatz</translation>
    </message>
    <message>
        <source>reach %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <source>%1: drag a rail marker here to move it one space on</source>
        <translation>%1: Ziehe einen Schienenmarker hierher, um ihn ein Feld weiterzuziehen</translation>
    </message>
    <message>
        <source>%1 rail</source>
        <translation>Schiene: %1</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>Industrie</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Factories and engineers</source>
        <translation>Fabriken und Ingenieure</translation>
    </message>
    <message>
        <source>End-game cards</source>
        <translation>Schlusswertungskarten</translation>
    </message>
    <message>
        <source>Engineer majority</source>
        <translation>Ingenieursmehrheit</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>Medal</source>
        <translation>Medaille</translation>
    </message>
    <message>
        <source>Another worker already stands on this space this round.</source>
        <translation>Auf diesem Feld steht in dieser Runde schon ein anderer Arbeiter.</translation>
    </message>
    <message>
        <source>This space is covered in this game.</source>
        <translation>Dieses Feld ist in diesem Spiel abgedeckt.</translation>
    </message>
    <message>
        <source>You already hold the other turn-order space.</source>
        <translation>Du stehst schon auf dem anderen Reihenfolgefeld.</translation>
    </message>
    <message>
        <source>You already stand on this space.</source>
        <translation>Du stehst schon auf diesem Feld.</translation>
    </message>
    <message>
        <source>This space opens only in the last round.</source>
        <translation>Dieses Feld öffnet erst in der letzten Runde.</translation>
    </message>
    <message>
        <source>There is no engineer on this space.</source>
        <translation>Auf diesem Feld liegt kein Ingenieur.</translation>
    </message>
    <message>
        <source>You could not carry out this action in full, and actions on the main board must be.</source>
        <translation>Du könntest diese Aktion nicht vollständig ausführen, und Aktionen des Spielplans müssen vollständig ausgeführt werden.</translation>
    </message>
    <message>
        <source>You do not have enough workers (or roubles to replace them).</source>
        <translation>Du hast nicht genug Arbeiter (oder Rubel als Ersatz).</translation>
    </message>
    <message>
        <source>You do not have the roubles this space asks for.</source>
        <translation>Du hast nicht die Rubel, die dieses Feld verlangt.</translation>
    </message>
    <message>
        <source>It is not your turn to place a worker.</source>
        <translation>Du bist gerade nicht dran, einen Arbeiter einzusetzen.</translation>
    </message>
    <message>
        <source>This move is not possible now.</source>
        <translation>Dieser Zug ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>%1 workers · %2 roubles</source>
        <translation>Arbeiter: %1 · Rubel: %2</translation>
    </message>
    <message>
        <source>%1 points · %2 workers · %3 roubles</source>
        <translation>Punkte: %1 · Arbeiter: %2 · Rubel: %3</translation>
    </message>
    <message>
        <source>Cf</source>
        <translation>Ka</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>R</source>
        <translation>Kt</translation>
    </message>
    <message>
        <source>Cp</source>
        <translation>Tp</translation>
    </message>
    <message>
        <source>winter</source>
        <translation>Winter</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>Frühling</translation>
    </message>
    <message>
        <source>summer</source>
        <translation>Sommer</translation>
    </message>
    <message>
        <source>autumn</source>
        <translation>Herbst</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>das Ende</translation>
    </message>
    <message>
        <source>The first fire</source>
        <translation>Der erste Brand</translation>
    </message>
    <message>
        <source>The second fire</source>
        <translation>Der zweite Brand</translation>
    </message>
    <message>
        <source>The third fire</source>
        <translation>Der dritte Brand</translation>
    </message>
    <message>
        <source>The Fourth Fire</source>
        <translation>Der vierte Brand</translation>
    </message>
    <message>
        <source>A fire</source>
        <translation>Ein Brand</translation>
    </message>
    <message>
        <source>%1 from the warehouse</source>
        <translation>%1 aus dem Lagerhaus</translation>
    </message>
    <message>
        <source>%1 from the market hall</source>
        <translation>%1 aus der Markthalle</translation>
    </message>
    <message>
        <source>Place a worker in column %1</source>
        <translation>Einen Arbeiter in Spalte %1 stellen</translation>
    </message>
    <message>
        <source>Done loading</source>
        <translation>Laden beendet</translation>
    </message>
    <message>
        <source>Put %1 back into the supply</source>
        <translation>%1 zurück in den Vorrat legen</translation>
    </message>
    <message>
        <source>Deliver %1 to %2</source>
        <translation>%1 auf die Karte %2 liefern</translation>
    </message>
    <message>
        <source>Sell %1 to the %2 for 1 coin</source>
        <translation>%1 für 1 Münze an die Karte %2 verkaufen</translation>
    </message>
    <message>
        <source>Store %1 in the warehouse</source>
        <translation>%1 im Lagerhaus einlagern</translation>
    </message>
    <message>
        <source>Keep %1 in the market hall</source>
        <translation>%1 in der Markthalle behalten</translation>
    </message>
    <message>
        <source>Put %1 into the market hall to convert (3 cubes give 1 of your choice)</source>
        <translation>%1 zum Umwandeln in die Markthalle legen (3 Würfel ergeben 1 nach Wahl)</translation>
    </message>
    <message>
        <source>Put %1 into the market hall to sell (2 cubes give 1 coin)</source>
        <translation>%1 zum Verkaufen in die Markthalle legen (2 Würfel ergeben 1 Münze)</translation>
    </message>
    <message>
        <source>Place a worker above a card (%1 left)</source>
        <translation>Stelle einen Arbeiter über eine Karte (noch %1)</translation>
    </message>
    <message>
        <source>Buy %1 for %2, or decline it</source>
        <translation>Kaufe die Karte %1 für %2 oder lehne sie ab</translation>
    </message>
    <message>
        <source>Load your cubes: drag each one onto a contract, a merchant, the warehouse, the market hall or the supply (%1 left); then click Done</source>
        <translation>Lade deine Würfel: Ziehe jeden auf einen Vertrag, einen Kaufmann, das Lagerhaus, die Markthalle oder den Vorrat (noch %1); dann klicke Fertig</translation>
    </message>
    <message>
        <source>Use your stored cubes if you like, then click Done</source>
        <translation>Nutze deine eingelagerten Würfel, wenn du willst, dann klicke Fertig</translation>
    </message>
    <message>
        <source>Choose the good your conversion gives: click a cube in the market hall</source>
        <translation>Wähle die Ware, die die Umwandlung bringt: Klicke einen Würfel in der Markthalle an</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>Das Spiel ist zu Ende. Sieg für %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 is the start player.</source>
        <translation>Runde %1 beginnt; Startspieler: %2.</translation>
    </message>
    <message>
        <source>A fire breaks out: %1!</source>
        <translation>Ein Brand bricht aus: %1!</translation>
    </message>
    <message>
        <source>%1 is laid out in column %2 (%3).</source>
        <translation>In Spalte %2 (%3) wird die Karte %1 ausgelegt.</translation>
    </message>
    <message>
        <source>The ship in column %1 is loaded with %2.</source>
        <translation>Das Schiff in Spalte %1 wird beladen: %2.</translation>
    </message>
    <message>
        <source>%1 (%2): firemen strength %3.</source>
        <translation>%1 (%2): Feuerwehrstärke %3.</translation>
    </message>
    <message>
        <source>Everyone is equally strong: nobody gains or loses points.</source>
        <translation>Alle sind gleich stark: Niemand gewinnt oder verliert Punkte.</translation>
    </message>
    <message>
        <source>Buy the offered card</source>
        <translation>Die angebotene Karte kaufen</translation>
    </message>
    <message>
        <source>1 coin</source>
        <comment>a price, after 'for'</comment>
        <translation>1 Münze</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <comment>a price, after 'for'</comment>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Decline the offered card</source>
        <translation>Die angebotene Karte ablehnen</translation>
    </message>
    <message>
        <source>%1 breaks out!</source>
        <translation>%1 bricht aus!</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <source>%1 gain %2.</source>
        <translation>%1 erhalten %2.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>%1 lose %2.</source>
        <translation>%1 verlieren %2.</translation>
    </message>
    <message>
        <source>Only the Fourth Fire is left in the deck: round %1 is the last round.</source>
        <translation>Im Stapel ist nur noch der vierte Brand: Runde %1 ist die letzte.</translation>
    </message>
    <message>
        <source>%1 places a worker in column %2 (space %3).</source>
        <translation>%1 stellt einen Arbeiter in Spalte %2 (Platz %3).</translation>
    </message>
    <message>
        <source>%1 cannot pay %2 for %3 and takes the worker back.</source>
        <translation>%1 kann %2 für die Karte %3 nicht zahlen und nimmt den Arbeiter zurück.</translation>
    </message>
    <message>
        <source>%1 declines %3 at %2 and takes the worker back.</source>
        <translation>%1 lehnt die Karte %3 für %2 ab und nimmt den Arbeiter zurück.</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3.</source>
        <translation>%1 kauft die Karte %2 für %3.</translation>
    </message>
    <message>
        <source>Nobody bought %1; it is discarded.</source>
        <translation>Niemand kauft die Karte %1; sie wird abgelegt.</translation>
    </message>
    <message>
        <source>Its cubes go to the supply: %1.</source>
        <translation>Die Würfel darauf kommen in den Vorrat: %1.</translation>
    </message>
    <message>
        <source>%1 unloads a ship: %2.</source>
        <translation>%1 entlädt ein Schiff: %2.</translation>
    </message>
    <message>
        <source>%1 loads goods.</source>
        <translation>%1 lädt Waren.</translation>
    </message>
    <message>
        <source>%1 delivers %2 to %3.</source>
        <translation>%1 liefert %2 auf die Karte %3.</translation>
    </message>
    <message>
        <source>The contract is complete!</source>
        <translation>Der Auftrag ist erfüllt!</translation>
    </message>
    <message>
        <source>%1 sells %2 to the %3 for %4.</source>
        <translation>%1 verkauft %2 an die Karte %3 für %4.</translation>
    </message>
    <message>
        <source>%1 stores %2 in the warehouse.</source>
        <translation>%1 lagert %2 im Lagerhaus ein.</translation>
    </message>
    <message>
        <source>%1 keeps %2 in the market hall.</source>
        <translation>%1 behält %2 in der Markthalle.</translation>
    </message>
    <message>
        <source>The %1 kept before goes to the supply.</source>
        <translation>Der zuvor behaltene Würfel (%1) kommt in den Vorrat.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market hall to convert (%3 of 3).</source>
        <translation>%1 legt %2 zum Umwandeln in die Markthalle (%3 von 3).</translation>
    </message>
    <message>
        <source>%1 converts %2 in the market hall.</source>
        <translation>%1 wandelt %2 in der Markthalle um.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the supply.</source>
        <translation>%1 nimmt %2 aus dem Vorrat.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market hall to sell (%3 of 2).</source>
        <translation>%1 legt %2 zum Verkaufen in die Markthalle (%3 von 2).</translation>
    </message>
    <message>
        <source>%1 sells %2 in the market hall for %3.</source>
        <translation>%1 verkauft %2 in der Markthalle für %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the supply.</source>
        <translation>%1 legt %2 zurück in den Vorrat.</translation>
    </message>
    <message>
        <source>%1 has finished loading.</source>
        <translation>%1 beendet das Laden.</translation>
    </message>
    <message>
        <source>Left over, to the supply: %1.</source>
        <translation>Übrig, in den Vorrat: %1.</translation>
    </message>
    <message>
        <source>%1 basic</source>
        <translation>%1 Grundeinkommen</translation>
    </message>
    <message>
        <source>%1 for buying nothing</source>
        <translation>%1 für keinen Kauf</translation>
    </message>
    <message>
        <source>%1 from the bank</source>
        <translation>%1 von der Bank</translation>
    </message>
    <message>
        <source>%1 takes %2 income (%3).</source>
        <translation>%1 erhält Einkommen: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is the new start player.</source>
        <translation>%1 ist neuer Startspieler.</translation>
    </message>
    <message>
        <source>The game is over. %1 wins. Points: %2.</source>
        <translation>Das Spiel ist zu Ende. %1 gewinnt. Punkte: %2.</translation>
    </message>
    <message>
        <source>The game is over. %1 share the victory. Points: %2.</source>
        <translation>Das Spiel ist zu Ende. %1 teilen sich den Sieg. Punkte: %2.</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Brände</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>Counting houses</source>
        <translation>Kontore</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Lagerhaus</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Chamber of Commerce</source>
        <translation>Handelskammer</translation>
    </message>
    <message>
        <source>Merchants</source>
        <translation>Kaufleute</translation>
    </message>
    <message>
        <source>Boatsmen Church</source>
        <translation>Flussschifferkirche</translation>
    </message>
    <message>
        <source>St. Michaelis</source>
        <translation>St. Michaelis</translation>
    </message>
    <message>
        <source>Market hall</source>
        <translation>Markthalle</translation>
    </message>
    <message>
        <source>start player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>The game log: every move is told here, the last ones at the bottom.</source>
        <translation>Spielverlauf: Hier steht jeder Zug, die letzten ganz unten.</translation>
    </message>
    <message>
        <source>Hold the right mouse button on any card or piece to see it large, with its full text.</source>
        <translation>Halte die rechte Maustaste auf einer Karte oder Figur gedrückt, um sie groß und mit ihrem ganzen Text zu sehen.</translation>
    </message>
    <message>
        <source>Hint asks the computer which move it would make, and why.</source>
        <translation>Tipp fragt den Computer, welchen Zug er machen würde und warum.</translation>
    </message>
    <message>
        <source>Undo takes back your last move; Redo plays it again.</source>
        <translation>Rückgängig nimmt deinen letzten Zug zurück; Wiederholen spielt ihn erneut.</translation>
    </message>
    <message>
        <source>Tour: step %1 of %2</source>
        <translation>Rundgang: Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Gesehen von:</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Once the game is over: every seat's hidden cards may be looked at</source>
        <translation>Nach Spielende: Die verdeckten Karten aller Plätze dürfen angesehen werden</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Einen Zug zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Einen Zug weiter (Pfeil rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>◀ Costly move</source>
        <translation>◀ Teurer Zug</translation>
    </message>
    <message>
        <source>The person's previous inaccuracy, mistake or blunder</source>
        <translation>Die vorige Ungenauigkeit, der vorige Fehler oder Patzer</translation>
    </message>
    <message>
        <source>Costly move ▶</source>
        <translation>Teurer Zug ▶</translation>
    </message>
    <message>
        <source>The person's next inaccuracy, mistake or blunder</source>
        <translation>Die nächste Ungenauigkeit, der nächste Fehler oder Patzer</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Wiedergabe schließen</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Stelle im Spiel</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Analyse ist gescheitert: %1</translation>
    </message>
    <message>
        <source>Not reviewed yet: the strong AI can judge every decision of %1.</source>
        <translation>Noch nicht analysiert: Der starke Computer kann jede Entscheidung von %1 beurteilen.</translation>
    </message>
    <message>
        <source>The strong AI judged every decision of %1.</source>
        <translation>Der starke Computer hat jede Entscheidung von %1 beurteilt.</translation>
    </message>
    <message>
        <source>The review was stopped with 1 decision judged; it can go on.</source>
        <translation>Die Analyse wurde nach 1 beurteilten Entscheidung angehalten; sie kann fortgesetzt werden.</translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped with %n decisions judged; it can go on.</source>
        <translation>
            <numerusform>Die Analyse wurde nach %n beurteilten Entscheidung angehalten; sie kann fortgesetzt werden.</numerusform>
            <numerusform>Die Analyse wurde nach %n beurteilten Entscheidungen angehalten; sie kann fortgesetzt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game → Save… keeps the review with the game.</source>
        <translation>Spiel → Speichern… bewahrt die Analyse mit dem Spiel auf.</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Show the move played</source>
        <translation>Gespielten Zug zeigen</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Besseren Zug zeigen</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The saved game ends here.</source>
        <translation>Hier endet das gespeicherte Spiel.</translation>
    </message>
    <message>
        <source>a hidden move</source>
        <translation>ein verdeckter Zug</translation>
    </message>
    <message>
        <source>Move %1 of %2, round %3 — &lt;b&gt;%4&lt;/b&gt;: %5</source>
        <translation>Zug %1 von %2, Runde %3 — &lt;b&gt;%4&lt;/b&gt;: %5</translation>
    </message>
    <message>
        <source>The best move the strong AI found: a chance to win of %1.</source>
        <translation>Der beste Zug, den der starke Computer gefunden hat: Gewinnchance %1.</translation>
    </message>
    <message>
        <source>The best move the strong AI found: an expected final score of %1.</source>
        <translation>Der beste Zug, den der starke Computer gefunden hat: erwartetes Endergebnis %1.</translation>
    </message>
    <message>
        <source>%1: a chance to win of %2 after this move, %3 after the better move: %4.</source>
        <translation>%1: Gewinnchance %2 nach diesem Zug, %3 nach dem besseren Zug: %4.</translation>
    </message>
    <message>
        <source>%1: an expected final score of %2 after this move, %3 after the better move: %4.</source>
        <translation>%1: erwartetes Endergebnis %2 nach diesem Zug, %3 nach dem besseren Zug: %4.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation>Rundgang überspringen</translation>
    </message>
    <message>
        <source>The statistics file was damaged. It was set aside as %1 and counting starts afresh.</source>
        <translation>Die Statistikdatei war beschädigt. Sie wurde als %1 beiseitegelegt, die Zählung beginnt neu.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>ohne: %1</translation>
    </message>
    <message>
        <source>standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message numerus="yes">
        <source>%n wins</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
    <message>
        <source>1 win</source>
        <translation>1 Sieg</translation>
    </message>
    <message>
        <source>%1: %2, best %3, mean %4</source>
        <translation>%1: %2, Rekord %3, Schnitt %4</translation>
    </message>
    <message>
        <source>Solo (%1): best %2 by %3</source>
        <translation>Solo (%1): Rekord %2 von %3</translation>
    </message>
    <message>
        <source>The guild tokens move in the diplomacy phase. Now: %1</source>
        <translation>Die Gildenmarker ziehen in der Diplomatiephase. Jetzt: %1</translation>
    </message>
    <message>
        <source>A guild token never returns to the square.</source>
        <translation>Ein Gildenmarker kehrt nie auf den Platz zurück.</translation>
    </message>
    <message>
        <source>The two guild tokens never stand in the same district.</source>
        <translation>Die beiden Gildenmarker stehen nie im selben Viertel.</translation>
    </message>
    <message>
        <source>Drop the guild token on a district.</source>
        <translation>Lege den Gildenmarker in ein Viertel.</translation>
    </message>
    <message>
        <source>Control cards are claimed in the market-control phase. Now: %1</source>
        <translation>Kontrollkarten werden in der Marktkontrolle genommen. Jetzt: %1</translation>
    </message>
    <message>
        <source>Drag the control card onto your own panel.</source>
        <translation>Ziehe die Kontrollkarte auf dein eigenes Feld.</translation>
    </message>
    <message>
        <source>You do not dominate all three of %1 (2 or more merchants and more than anyone else).</source>
        <translation>Du beherrschst nicht alle drei Viertel: %1 (2 oder mehr Händler und mehr als jeder andere).</translation>
    </message>
    <message>
        <source>Goods are not taken now. Now: %1</source>
        <translation>Waren werden jetzt nicht genommen. Jetzt: %1</translation>
    </message>
    <message>
        <source>Drag the goods onto your own panel.</source>
        <translation>Ziehe die Waren auf dein eigenes Feld.</translation>
    </message>
    <message>
        <source>Take the goods from another player, not from yourself.</source>
        <translation>Nimm die Waren einem anderen Spieler, nicht dir selbst.</translation>
    </message>
    <message>
        <source>That player has none of those goods, or an Iron Strongbox protects them.</source>
        <translation>Dieser Spieler hat keine solchen Waren, oder eine Eiserne Truhe schützt sie.</translation>
    </message>
    <message>
        <source>You cannot hold more goods of that colour (at most %1).</source>
        <translation>Mehr Waren dieser Farbe darfst du nicht haben (höchstens %1).</translation>
    </message>
    <message>
        <source>First do what the game asks: %1</source>
        <translation>Tu zuerst, was das Spiel verlangt: %1</translation>
    </message>
    <message>
        <source>Goods are taken at the marketplace once you visit it. Now: %1</source>
        <translation>Waren nimmst du auf dem Markt, wenn du ihn besuchst. Jetzt: %1</translation>
    </message>
    <message>
        <source>Goods change hands only by the Black Market or the Dagger. Now: %1</source>
        <translation>Waren wechseln den Besitzer nur durch Schwarzmarkt oder Dolch. Jetzt: %1</translation>
    </message>
    <message>
        <source>Merchants do not move now. Now: %1</source>
        <translation>Händler ziehen jetzt nicht. Jetzt: %1</translation>
    </message>
    <message>
        <source>You may move only your own merchants.</source>
        <translation>Du darfst nur deine eigenen Händler ziehen.</translation>
    </message>
    <message>
        <source>Take merchants from your own supply.</source>
        <translation>Nimm Händler aus deinem eigenen Vorrat.</translation>
    </message>
    <message>
        <source>Your supply is empty: every merchant of yours is on the map.</source>
        <translation>Dein Vorrat ist leer: Alle deine Händler stehen auf dem Plan.</translation>
    </message>
    <message>
        <source>Now a merchant comes from your supply: drag the pawn on your panel.</source>
        <translation>Jetzt kommt ein Händler aus deinem Vorrat: Ziehe die Figur auf deinem Feld.</translation>
    </message>
    <message>
        <source>Now a merchant on the map moves, not one from your supply.</source>
        <translation>Jetzt zieht ein Händler auf dem Plan, nicht einer aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Only your merchants in %1 move now.</source>
        <translation>Jetzt ziehen nur deine Händler in %1.</translation>
    </message>
    <message>
        <source>Only your merchant on the square moves now, after its sale at the Great Market.</source>
        <translation>Jetzt zieht nur dein Händler auf dem Platz, nach seinem Verkauf auf dem Großen Markt.</translation>
    </message>
    <message>
        <source>No merchant may leave a place where a guild token stands.</source>
        <translation>Von einem Ort mit Gildenmarker darf kein Händler weg.</translation>
    </message>
    <message>
        <source>The Sceptre moves a merchant from district to district, not from the square.</source>
        <translation>Das Zepter zieht einen Händler von Viertel zu Viertel, nicht vom Platz.</translation>
    </message>
    <message>
        <source>Influence brings merchants in only from a district next to %1 without a guild token.</source>
        <translation>Einfluss holt Händler nur aus einem Viertel neben %1 ohne Gildenmarker herein.</translation>
    </message>
    <message>
        <source>Both districts next to %1 hold a guild token: the Sceptre cannot move this merchant.</source>
        <translation>Beide Viertel neben %1 haben einen Gildenmarker: Das Zepter kann diesen Händler nicht ziehen.</translation>
    </message>
    <message>
        <source>At the guild house you either place merchants or take them back, not both.</source>
        <translation>Im Gildenhaus setzt du Händler entweder ein oder nimmst sie zurück, nicht beides.</translation>
    </message>
    <message>
        <source>That merchant cannot move now. Now: %1</source>
        <translation>Dieser Händler kann jetzt nicht ziehen. Jetzt: %1</translation>
    </message>
    <message>
        <source>Drag your merchants onto your own panel.</source>
        <translation>Ziehe deine Händler auf dein eigenes Feld.</translation>
    </message>
    <message>
        <source>That merchant is in your supply already.</source>
        <translation>Dieser Händler ist schon in deinem Vorrat.</translation>
    </message>
    <message>
        <source>Only the guild house, the Royal Cloak and the Travel Map send merchants back to the supply.</source>
        <translation>Nur das Gildenhaus, der Königsmantel und die Reisekarte schicken Händler in den Vorrat zurück.</translation>
    </message>
    <message>
        <source>The Royal Cloak takes a merchant back into your supply: drop it on your panel.</source>
        <translation>Der Königsmantel nimmt einen Händler in deinen Vorrat zurück: Lege ihn auf dein Feld.</translation>
    </message>
    <message>
        <source>At the guild house a merchant on the map goes back into your supply: drop it on your panel.</source>
        <translation>Im Gildenhaus geht ein Händler vom Plan in deinen Vorrat zurück: Lege ihn auf dein Feld.</translation>
    </message>
    <message>
        <source>No merchant may be placed in or moved into a place where a guild token stands.</source>
        <translation>An einen Ort mit Gildenmarker darf kein Händler gesetzt oder gezogen werden.</translation>
    </message>
    <message>
        <source>Your two opening merchants go into two different districts.</source>
        <translation>Deine zwei Starthändler kommen in zwei verschiedene Viertel.</translation>
    </message>
    <message>
        <source>Only the guild house and two Recruitment votes bring merchants onto the square.</source>
        <translation>Auf den Platz bringen Händler nur das Gildenhaus und zwei Stimmen für Anwerbung.</translation>
    </message>
    <message>
        <source>The Sceptre moves a merchant only into a neighbouring district.</source>
        <translation>Das Zepter zieht einen Händler nur in ein Nachbarviertel.</translation>
    </message>
    <message>
        <source>Influence moves merchants out of %1 only into a neighbouring district.</source>
        <translation>Einfluss zieht Händler aus %1 nur in ein Nachbarviertel.</translation>
    </message>
    <message>
        <source>Recruitment places merchants only in one district next to %1.</source>
        <translation>Anwerbung setzt Händler nur in ein Viertel neben %1.</translation>
    </message>
    <message>
        <source>The expelled merchant goes into a district next to %1.</source>
        <translation>Der vertriebene Händler geht in ein Viertel neben %1.</translation>
    </message>
    <message>
        <source>With the Travel Map your expelled merchants go into a district next to %1, or into your supply.</source>
        <translation>Mit der Reisekarte gehen deine vertriebenen Händler in ein Viertel neben %1 oder in deinen Vorrat.</translation>
    </message>
    <message>
        <source>Influence brings your merchants into %1: drop them there.</source>
        <translation>Einfluss holt deine Händler nach %1: Lege sie dort ab.</translation>
    </message>
    <message>
        <source>Only the districts next to %1 may be used now.</source>
        <translation>Jetzt kommen nur die Viertel neben %1 in Frage.</translation>
    </message>
    <message>
        <source>The merchant leaves the square for a district without a guild token.</source>
        <translation>Der Händler verlässt den Platz in ein Viertel ohne Gildenmarker.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2). Kontor uses the defaults; the old file is kept as %3.</source>
        <translation>%1 konnte nicht gelesen werden (%2). Kontor verwendet die Voreinstellungen; die alte Datei bleibt als %3 erhalten.</translation>
    </message>
    <message>
        <source>Kontor cannot use its folder %1 (%2). Your games and settings are kept in %3 for now, which the computer may empty when it restarts.</source>
        <translation>Kontor kann seinen Ordner %1 nicht verwenden (%2). Deine Partien und Einstellungen liegen vorerst in %3, den der Computer beim Neustart leeren kann.</translation>
    </message>
    <message>
        <source>Kontor cannot use its folder %1 (%2). You can play, but nothing can be saved.</source>
        <translation>Kontor kann seinen Ordner %1 nicht verwenden (%2). Du kannst spielen, aber nichts wird gespeichert.</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>Kontor may not write there</source>
        <translation>Kontor darf dort nicht schreiben</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <translation>eine Datei steht an der Stelle eines Ordners</translation>
    </message>
    <message>
        <source>the folder is gone</source>
        <translation>der Ordner ist nicht mehr da</translation>
    </message>
    <message>
        <source>the system refused it</source>
        <translation>das System hat es abgelehnt</translation>
    </message>
    <message>
        <source>(%1 earlier in the log)</source>
        <translation>(%1 früher im Protokoll)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>… and more in the log</source>
        <translation>… und mehr im Spielverlauf</translation>
    </message>
    <message>
        <source>Contract: deliver the goods on its slots; complete, it scores the points on its medal</source>
        <translation>Auftrag: liefere die Waren auf seine Felder; erfüllt bringt er die Punkte auf seiner Medaille</translation>
    </message>
    <message>
        <source>Ship: comes with 3 cubes from the bag; whoever buys it unloads them this round</source>
        <translation>Schiff: bringt 3 Würfel aus dem Beutel; wer es kauft, entlädt sie in dieser Runde</translation>
    </message>
    <message>
        <source>Fireman: its strength counts at every fire</source>
        <translation>Feuerwehrmann: seine Stärke zählt bei jedem Brand</translation>
    </message>
    <message>
        <source>Counting houses score together: 1, 2, 3 or 4 of them give 2, 5, 9 or 14 points</source>
        <translation>Kontore zählen zusammen: 1, 2, 3 oder 4 bringen 2, 5, 9 oder 14 Punkte</translation>
    </message>
    <message>
        <source>Merchant: buys cubes of its good for 1 coin each; 1 point at the end</source>
        <translation>Händler: kauft Würfel seiner Ware für je 1 Münze; am Ende 1 Punkt</translation>
    </message>
    <message>
        <source>%1 at the end</source>
        <translation>%1 am Ende</translation>
    </message>
    <message>
        <source>a cube of %1</source>
        <translation>ein Würfel %1</translation>
    </message>
    <message>
        <source>a pale cube with a dashed edge: a good a contract still needs</source>
        <translation>ein blasser Würfel mit gestricheltem Rand: eine Ware, die ein Auftrag noch braucht</translation>
    </message>
    <message>
        <source>%1: workers, strip and points marker</source>
        <translation>%1: Arbeiter, Leiste und Punktemarker</translation>
    </message>
    <message>
        <source>a player's colour, before the name</source>
        <translation>die Farbe eines Spielers, vor dem Namen</translation>
    </message>
    <message>
        <source>whose turn it is</source>
        <translation>wer am Zug ist</translation>
    </message>
    <message>
        <source>the start player, who places the first worker</source>
        <translation>der Startspieler, der den ersten Arbeiter setzt</translation>
    </message>
    <message>
        <source>a column's spaces: the top worker's number is the card's price</source>
        <translation>die Plätze einer Spalte: die Zahl des obersten Arbeiters ist der Preis der Karte</translation>
    </message>
    <message>
        <source>a green medal: the points the card scores</source>
        <translation>eine grüne Medaille: die Punkte der Karte</translation>
    </message>
    <message>
        <source>a green disc: points</source>
        <translation>eine grüne Scheibe: Punkte</translation>
    </message>
    <message>
        <source>a brass disc: coins</source>
        <translation>eine Messingscheibe: Münzen</translation>
    </message>
    <message>
        <source>a helmet: firemen, the strength against fires</source>
        <translation>ein Helm: die Feuerwehr, die Stärke gegen Brände</translation>
    </message>
    <message>
        <source>a flame: a fire still in this pile, with the points it is worth</source>
        <translation>eine Flamme: ein Brand, der noch in diesem Stapel liegt, mit seinen Punkten</translation>
    </message>
    <message>
        <source>gives: the arrow on a card or in the market hall</source>
        <translation>ergibt: der Pfeil auf einer Karte oder in der Markthalle</translation>
    </message>
    <message>
        <source>the Bank: 1 more coin every income</source>
        <translation>die Bank: 1 Münze mehr bei jedem Einkommen</translation>
    </message>
    <message>
        <source>on a player's strip: 2 more groups of cubes; click the strip to see them all</source>
        <translation>auf der Leiste eines Spielers: 2 weitere Würfelgruppen; klicke auf die Leiste, um alle zu sehen</translation>
    </message>
    <message>
        <source>on a card: 3 cards of this kind</source>
        <translation>auf einer Karte: 3 Karten dieser Art</translation>
    </message>
    <message>
        <source>the card backs of a pile: %1</source>
        <translation>die Rückseiten eines Stapels: %1</translation>
    </message>
    <message>
        <source>the calendar: each season's pile with its picture (snowflake, blossom, sun, leaf, hourglass); a ribbon marks the season being played</source>
        <translation>der Kalender: der Stapel jeder Jahreszeit mit ihrem Bild (Schneeflocke, Blüte, Sonne, Blatt, Sanduhr); ein Band markiert die laufende Jahreszeit</translation>
    </message>
    <message>
        <source>%1 cube: %2 or %3</source>
        <translation>Würfel %1: %2 oder %3</translation>
    </message>
    <message>
        <source>on a contract's cube: %1</source>
        <translation>auf dem Würfel eines Auftrags: %1</translation>
    </message>
    <message>
        <source>on a card's cube: %1</source>
        <translation>auf dem Würfel einer Karte: %1</translation>
    </message>
    <message>
        <source>on a plain cube: any good of the kind %1</source>
        <translation>auf einem hellen Würfel: eine beliebige Ware der Art %1</translation>
    </message>
    <message>
        <source>on a plain cube: a good of a type no other cube of the contract takes</source>
        <translation>auf einem hellen Würfel: eine Ware einer Sorte, die kein anderer Würfel des Auftrags verlangt</translation>
    </message>
    <message>
        <source>a faint cube on your contract: a good you still lack</source>
        <translation>ein blasser Würfel auf deinem Auftrag: eine Ware, die dir noch fehlt</translation>
    </message>
    <message>
        <source>on a region: the time tokens a trip there brings (+) or costs (−)</source>
        <translation>an einer Region: Zeitmarker, die eine Reise dorthin bringt (+) oder kostet (−)</translation>
    </message>
    <message>
        <source>on a side region: a trip there adds a cube to every main region holding at least that many</source>
        <translation>an einer Nebenregion: Eine Reise dorthin legt einen Würfel in jede Hauptregion mit mindestens so vielen</translation>
    </message>
    <message>
        <source>a trip there adds a cube to every main region</source>
        <translation>eine Reise dorthin legt einen Würfel in jede Hauptregion</translation>
    </message>
    <message>
        <source>beside a region's cubes: that many more lie there</source>
        <translation>neben den Würfeln einer Region: so viele liegen dort noch</translation>
    </message>
    <message>
        <source>a dashed region: a side region; it holds no cubes</source>
        <translation>eine gestrichelte Region: eine Nebenregion, dort liegen nie Würfel</translation>
    </message>
    <message>
        <source>a wax seal on a region's corner: a main region; the seal has the colour of its cubes</source>
        <translation>ein Wachssiegel an der Ecke einer Region: eine Hauptregion; das Siegel hat die Farbe ihrer Würfel</translation>
    </message>
    <message>
        <source>a dotted line on the chart: a road; a trip refills the regions joined to it</source>
        <translation>eine gepunktete Linie auf der Karte: ein Weg; eine Reise füllt die damit verbundenen Regionen auf</translation>
    </message>
    <message>
        <source>the compass rose and the lines from it: decoration of the chart, no rule</source>
        <translation>die Windrose und ihre Linien: Schmuck der Karte, keine Regel</translation>
    </message>
    <message>
        <source>a red wax seal on a contract's head: its value, the points it scores</source>
        <translation>ein rotes Wachssiegel oben auf einem Auftrag: sein Wert, die Punkte, die er bringt</translation>
    </message>
    <message>
        <source>a wooden hexagon with an hourglass: time tokens (on the time chart: those still lying there)</source>
        <translation>ein hölzernes Sechseck mit Sanduhr: Zeitmarker (auf der Zeittafel: die dort noch liegen)</translation>
    </message>
    <message>
        <source>on a contract deck: the cards in it</source>
        <translation>auf einem Auftragsstapel: die Karten darin</translation>
    </message>
    <message>
        <source>on a bonus card: the goods each of your trips there brings</source>
        <translation>auf einer Bonuskarte: die Waren, die dir jede deiner Reisen dorthin bringt</translation>
    </message>
    <message>
        <source>under a contract deck: its discarded cards</source>
        <translation>unter einem Auftragsstapel: seine abgelegten Karten</translation>
    </message>
    <message>
        <source>the Peace of Westphalia: 14 points, and the last round follows</source>
        <translation>der Westfälische Friede: 14 Punkte, dann folgt die letzte Runde</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>a green mark on your building: the points it scores now</source>
        <translation>ein grünes Zeichen auf deinem Gebäude: die Punkte, die es jetzt bringt</translation>
    </message>
    <message>
        <source>a contract beyond your five best: it scores half</source>
        <translation>ein Auftrag über deine fünf besten hinaus: zählt halb</translation>
    </message>
    <message>
        <source>under a contract, on green: fulfil it now with a click; on grey: fulfilled this round</source>
        <translation>unter einem Auftrag, auf Grün: jetzt mit einem Klick erfüllen; auf Grau: in dieser Runde erfüllt</translation>
    </message>
    <message>
        <source>a small figure and a number on a bonus card: the goods it brings when you join another player's trip there</source>
        <translation>eine kleine Figur mit einer Zahl auf einer Bonuskarte: die Waren, wenn du dich der Reise eines anderen dorthin anschließt</translation>
    </message>
    <message>
        <source>a small face-down pile beside a title: the cards left in that deck</source>
        <translation>ein kleiner verdeckter Stapel neben einem Titel: die Karten, die darin übrig sind</translation>
    </message>
    <message>
        <source>the player who decides now</source>
        <translation>wer gerade entscheidet</translation>
    </message>
    <message>
        <source>a trade: the good you receive</source>
        <translation>ein Tausch: die Ware, die du bekommst</translation>
    </message>
    <message>
        <source>closes the opened office</source>
        <translation>schließt das geöffnete Kontor</translation>
    </message>
    <message>
        <source>reconstructed — your printed card may differ</source>
        <translation>rekonstruiert — deine gedruckte Karte kann abweichen</translation>
    </message>
    <message>
        <source>corrected in your overrides file</source>
        <translation>in deiner Korrekturdatei berichtigt</translation>
    </message>
    <message>
        <source>the file is too large for a save (the limit is %1 KB).</source>
        <translation>die Datei ist für einen Spielstand zu groß (die Grenze ist %1 KB).</translation>
    </message>
    <message>
        <source>the file is damaged or cut short (line %1, column %2).</source>
        <translation>die Datei ist beschädigt oder abgeschnitten (Zeile %1, Spalte %2).</translation>
    </message>
    <message>
        <source>the file nests its data too deeply to be a save.</source>
        <translation>die Datei verschachtelt ihre Daten zu tief für einen Spielstand.</translation>
    </message>
    <message>
        <source>the file holds a value that no save contains.</source>
        <translation>die Datei enthält einen Wert, den kein Spielstand enthält.</translation>
    </message>
    <message>
        <source>the file is not a Kontor save.</source>
        <translation>die Datei ist kein Kontor-Spielstand.</translation>
    </message>
    <message>
        <source>the save was written by a newer version of Kontor.</source>
        <translation>der Spielstand stammt von einer neueren Kontor-Version.</translation>
    </message>
    <message>
        <source>the save is of a game this version does not know (“%1”).</source>
        <translation>der Spielstand gehört zu einem Spiel, das diese Version nicht kennt („%1“).</translation>
    </message>
    <message>
        <source>its entry “%1” is damaged.</source>
        <translation>sein Eintrag „%1“ ist beschädigt.</translation>
    </message>
    <message>
        <source>its move %1 is damaged or cannot be replayed.</source>
        <translation>sein Zug %1 ist beschädigt oder lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>the file “%1” does not exist.</source>
        <translation>die Datei „%1“ gibt es nicht.</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a save file.</source>
        <translation>„%1“ ist ein Ordner, kein Spielstand.</translation>
    </message>
    <message>
        <source>the file “%1” cannot be read.</source>
        <translation>die Datei „%1“ kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>%1 is not to move now.</source>
        <translation>%1 ist jetzt nicht am Zug.</translation>
    </message>
    <message>
        <source>the rules do not allow it in this position.</source>
        <translation>die Regeln erlauben das in dieser Lage nicht.</translation>
    </message>
    <message>
        <source>This game is for %1 to %2 players.</source>
        <translation>Dieses Spiel ist für %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>The option “%1” has a value it cannot take.</source>
        <translation>Die Option „%1“ hat einen Wert, den sie nicht annehmen kann.</translation>
    </message>
    <message>
        <source>The option “%1” must be at least %2.</source>
        <translation>Die Option „%1“ muss mindestens %2 sein.</translation>
    </message>
    <message>
        <source>The option “%1” must be at most %2.</source>
        <translation>Die Option „%1“ darf höchstens %2 sein.</translation>
    </message>
    <message>
        <source>The option “%1” lists an entry twice.</source>
        <translation>Die Option „%1“ nennt einen Eintrag zweimal.</translation>
    </message>
    <message>
        <source>The option “%1” is only for %2 players.</source>
        <translation>Die Option „%1“ gilt nur für %2 Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>The start player must be one of the %n players.</source>
        <translation>
            <numerusform>Der Startspieler muss einer der %n Spieler sein.</numerusform>
            <numerusform>Der Startspieler muss einer der %n Spieler sein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n animal decks (one more than there are players), or none for a random set.</source>
        <translation>
            <numerusform>Wähle genau %n Tierdeck (eines mehr, als Spieler mitspielen), oder keines für eine Zufallsauswahl.</numerusform>
            <numerusform>Wähle genau %n Tierdecks (eines mehr, als Spieler mitspielen), oder keines für eine Zufallsauswahl.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B needs coins: it cannot be played together with the game without coins.</source>
        <translation>Variante B braucht Münzen: Sie lässt sich nicht zusammen mit dem Spiel ohne Münzen spielen.</translation>
    </message>
    <message>
        <source>Coal table</source>
        <translation>Kohletableau</translation>
    </message>
    <message>
        <source>stack: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <source>Foundries face down, stoker side up: the stoker space takes the top one. Stokers out of the game: %1</source>
        <translation>Gießereien verdeckt, Heizerseite oben: das Heizerfeld nimmt die oberste. Heizer aus dem Spiel: %1</translation>
    </message>
    <message>
        <source>A free action in your own turn: pay %1 for the top stoker of the stack</source>
        <translation>Eine freie Aktion im eigenen Zug: Zahle %1 für den obersten Heizer des Stapels</translation>
    </message>
    <message>
        <source>Coal: %1</source>
        <translation>Kohle: %1</translation>
    </message>
    <message>
        <source>Foundries: %1</source>
        <translation>Gießereien: %1</translation>
    </message>
    <message>
        <source>In the display: the coal table's foundry space takes one of the two</source>
        <translation>In der Auslage: das Gießereifeld des Kohletableaus nimmt eine der beiden</translation>
    </message>
    <message>
        <source>Your coal: %1</source>
        <translation>Deine Kohle: %1</translation>
    </message>
    <message>
        <source>used this round</source>
        <translation>in dieser Runde genutzt</translation>
    </message>
    <message>
        <source>click it in your turn to use it for 2 coal (before or after your action)</source>
        <translation>klicke sie in deinem Zug an, um sie für 2 Kohle zu nutzen (vor oder nach deiner Aktion)</translation>
    </message>
    <message>
        <source>face up: usable this round</source>
        <translation>offen: diese Runde nutzbar</translation>
    </message>
    <message>
        <source>A stoker: a locomotive counts one higher, a factory works twice</source>
        <translation>Ein Heizer: eine Lokomotive zählt eine Stufe höher, eine Fabrik arbeitet zweimal</translation>
    </message>
    <message>
        <source>Drag the stoker onto one of your locomotives or factories</source>
        <translation>Ziehe den Heizer auf eine deiner Lokomotiven oder Fabriken</translation>
    </message>
    <message>
        <source>coal %1</source>
        <translation>Kohle %1</translation>
    </message>
    <message>
        <source>foundries %1</source>
        <translation>Gießereien %1</translation>
    </message>
    <message>
        <source>Legend: %1</source>
        <translation>Legende: %1</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>This table uses no symbols.</source>
        <translation>Dieser Tisch verwendet keine Symbole.</translation>
    </message>
    <message>
        <source>Each animal has its pattern too, on its cards and stacks: feathers (macaws), bamboo (pandas), rings (raccoons), acorns (squirrels), spots (ocelots), scales (chameleons), a crosshatch (junk)</source>
        <translation>Jedes Tier hat auch sein Muster, auf Karten und Stapeln: Federn (Aras), Bambus (Pandas), Ringe (Waschbären), Eicheln (Gleithörnchen), Flecken (Ozelots), Schuppen (Chamäleons), ein Gitter (Ramsch)</translation>
    </message>
    <message>
        <source>A little stall under an awning in a player's colour: a place of that player's stall, where a stack is built</source>
        <translation>Ein kleiner Stand unter einem Vordach in der Farbe eines Spielers: ein Platz seines Stands, an dem ein Stapel gebaut wird</translation>
    </message>
    <message>
        <source>A card's value, in its top left corner; ringed in gold when it is changed this turn</source>
        <translation>Der Wert einer Karte, oben links; golden umrandet, wenn er in diesem Zug geändert ist</translation>
    </message>
    <message>
        <source>A technique: play it as your action</source>
        <translation>Eine Technik: Spiele sie als deine Aktion</translation>
    </message>
    <message>
        <source>On a technique: a bonus action, you may take another action after it</source>
        <translation>Auf einer Technik: Bonusaktion, danach darfst du noch eine Aktion ausführen</translation>
    </message>
    <message>
        <source>Over a market slot: a card there costs its value plus this</source>
        <translation>Über einem Feld des Markts: Eine Karte dort kostet ihren Wert plus so viel</translation>
    </message>
    <message>
        <source>On a card: the card goes there (into your hand, onto a deck)</source>
        <translation>Auf einer Karte: Die Karte kommt dorthin (auf die Hand, auf einen Stapel)</translation>
    </message>
    <message>
        <source>On a card: throw the card away, out of the game</source>
        <translation>Auf einer Karte: Die Karte wird entsorgt, sie verlässt das Spiel</translation>
    </message>
    <message>
        <source>On a card: the two change places</source>
        <translation>Auf einer Karte: Die beiden tauschen die Plätze</translation>
    </message>
    <message>
        <source>Copies: the card works as the card named; on a green ribbon, the card it copies now</source>
        <translation>Kopiert: Die Karte wirkt wie die genannte; auf grünem Band die Karte, die sie gerade kopiert</translation>
    </message>
    <message>
        <source>The ocelot die (0, 1, 1, 2, 2, 3)</source>
        <translation>Der Ozelot-Würfel (0, 1, 1, 2, 2, 3)</translation>
    </message>
    <message>
        <source>A change of value: the card is worth this much more</source>
        <translation>Wertänderung: Die Karte ist so viel mehr wert</translation>
    </message>
    <message>
        <source>Whose turn it is</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <source>On a pile: how many cards it holds</source>
        <translation>Auf einem Stapel: wie viele Karten er hat</translation>
    </message>
    <message>
        <source>While buying: paid so far / price</source>
        <translation>Beim Kauf: bisher bezahlt / Preis</translation>
    </message>
    <message>
        <source>A stack in another player's strip, on its animal's colour: hover it to see its cards; click the strip to open the whole area</source>
        <translation>Ein Stapel in der Leiste eines anderen Spielers, in der Farbe seines Tiers: Zeige mit der Maus darauf, um seine Karten zu sehen; ein Klick auf die Leiste öffnet den ganzen Bereich</translation>
    </message>
    <message>
        <source>A purple back: a card nobody may see (a hand, a deck)</source>
        <translation>Violette Rückseite: eine Karte, die niemand sehen darf (Hand, Stapel)</translation>
    </message>
    <message>
        <source>A gold glow: where the lifted card may go, or what to click now</source>
        <translation>Goldenes Leuchten: wohin die angehobene Karte darf oder was du jetzt anklicken kannst</translation>
    </message>
    <message>
        <source>1 point each with the Port</source>
        <translation>mit dem Hafen je 1 Punkt</translation>
    </message>
    <message>
        <source>every income</source>
        <translation>bei jedem Einkommen</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>erfüllt</translation>
    </message>
    <message numerus="yes">
        <source>points for %n counting houses</source>
        <translation>
            <numerusform>Punkte für %n Kontor</numerusform>
            <numerusform>Punkte für %n Kontore</numerusform>
        </translation>
    </message>
    <message>
        <source>Cubes still in the bag: ships are loaded from it</source>
        <translation>Würfel im Beutel: aus ihm werden die Schiffe beladen</translation>
    </message>
    <message>
        <source>%1's merchants, prestige marker and strip</source>
        <translation>Händler, Prestigemarker und Streifen von %1</translation>
    </message>
    <message>
        <source>prestige: the track, a player's total, what an item or card gives</source>
        <translation>Prestige: die Leiste, die Summe eines Spielers, was ein Gegenstand oder eine Karte bringt</translation>
    </message>
    <message>
        <source>red goods; on a hexagon: the red guild token</source>
        <translation>rote Waren; auf einem Sechseck: der Marker der roten Gilde</translation>
    </message>
    <message>
        <source>black goods; on a hexagon: the black guild token</source>
        <translation>schwarze Waren; auf einem Sechseck: der Marker der schwarzen Gilde</translation>
    </message>
    <message>
        <source>a guild token (hexagon) blocks its district: no merchant comes in or leaves; Deal pays in its colour</source>
        <translation>ein Gildenmarker (Sechseck) sperrt sein Viertel: kein Händler kommt hinein oder geht hinaus; Geschäft zahlt in seiner Farbe</translation>
    </message>
    <message>
        <source>a merchant (on vote cards)</source>
        <translation>ein Händler (auf Abstimmungskarten)</translation>
    </message>
    <message>
        <source>a number on a pawn: how many merchants of that player stand there (on a strip: in the supply)</source>
        <translation>eine Zahl an einer Figur: wie viele Händler dieses Spielers dort stehen (auf seinem Streifen: im Vorrat)</translation>
    </message>
    <message>
        <source>the player dominates the district: 2 or more merchants and more than anyone else; the district's border takes the colour</source>
        <translation>der Spieler beherrscht das Viertel: 2 oder mehr Händler und mehr als jeder andere; der Rand des Viertels nimmt seine Farbe an</translation>
    </message>
    <message>
        <source>a street joins two neighbouring districts</source>
        <translation>eine Straße verbindet zwei benachbarte Viertel</translation>
    </message>
    <message>
        <source>dashed ring: the active district, where a guild token went this turn</source>
        <translation>gestrichelter Ring: das aktive Viertel, in das in diesem Zug ein Gildenmarker kam</translation>
    </message>
    <message>
        <source>crown item: its effect also works for every other player who owns a crown item</source>
        <translation>Kronen-Gegenstand: seine Wirkung gilt auch für jeden anderen Spieler mit einem Kronen-Gegenstand</translation>
    </message>
    <message>
        <source>brown band: an item; the number in the green disc is its prestige, the cubes its starting price</source>
        <translation>brauner Streifen: ein Gegenstand; die Zahl in der grünen Scheibe ist sein Prestige, die Würfel sein Mindestgebot</translation>
    </message>
    <message>
        <source>gain one (a good, a merchant, prestige)</source>
        <translation>du erhältst eins (eine Ware, einen Händler, Prestige)</translation>
    </message>
    <message>
        <source>vote cards: the effect when one, two, or three or more players chose the same card</source>
        <translation>Abstimmungskarten: die Wirkung, wenn einer, zwei oder drei und mehr Spieler dieselbe Karte wählen</translation>
    </message>
    <message>
        <source>vote card Deal: goods in the guild token's colour</source>
        <translation>Abstimmungskarte Geschäft: Waren in der Farbe des Gildenmarkers</translation>
    </message>
    <message>
        <source>vote card Black Market: goods from others or the bank</source>
        <translation>Abstimmungskarte Schwarzmarkt: Waren von anderen oder aus dem Vorrat</translation>
    </message>
    <message>
        <source>vote card Influence: merchants out of or into the district</source>
        <translation>Abstimmungskarte Einfluss: Händler aus dem Viertel hinaus oder hinein</translation>
    </message>
    <message>
        <source>vote card Recruitment: new merchants on the map</source>
        <translation>Abstimmungskarte Anwerbung: neue Händler auf dem Plan</translation>
    </message>
    <message>
        <source>green band: a market-control card; in a player's colour with the letter: that player may claim it</source>
        <translation>grüner Streifen: eine Kontrollkarte; in der Farbe eines Spielers mit seinem Buchstaben: Dieser Spieler darf sie nehmen</translation>
    </message>
    <message>
        <source>Great Market: that many goods buy that much prestige</source>
        <translation>Großer Markt: so viele Waren bringen so viel Prestige</translation>
    </message>
    <message>
        <source>shaded spaces of the track: the goal, the game ends at the start player's turn</source>
        <translation>schattierte Felder der Leiste: das Ziel; das Spiel endet zu Beginn des Zuges des Startspielers</translation>
    </message>
    <message>
        <source>auction: the players still bidding; a faint, crossed-out letter has dropped out</source>
        <translation>Versteigerung: die Spieler, die noch bieten; ein blasser, durchgestrichener Buchstabe ist ausgestiegen</translation>
    </message>
    <message>
        <source>gold glow: what you may drag or click now</source>
        <translation>goldener Schein: was du jetzt ziehen oder anklicken kannst</translation>
    </message>
    <message>
        <source>Workers free</source>
        <translation>Freie Arbeiter</translation>
    </message>
    <message>
        <source>%1 of %2 workers free</source>
        <translation>%1 von %2 Arbeitern frei</translation>
    </message>
    <message>
        <source>Roubles</source>
        <translation>Rubel</translation>
    </message>
    <message>
        <source>revalued</source>
        <translation>aufgewertet</translation>
    </message>
    <message>
        <source>Revaluation: the rails' values are raised: %1</source>
        <translation>Aufwertung: die Schienen sind mehr wert: %1</translation>
    </message>
    <message>
        <source>The locomotives reach space %1 of the line</source>
        <translation>Die Lokomotiven reichen bis Feld %1 der Strecke</translation>
    </message>
    <message>
        <source>A doubler: this space of the line scores double</source>
        <translation>Ein Verdoppler: dieses Feld der Strecke zählt doppelt</translation>
    </message>
    <message>
        <source>The industry track</source>
        <translation>Die Industrieleiste</translation>
    </message>
    <message>
        <source>%1 points each round</source>
        <translation>%1 Punkte in jeder Wertung</translation>
    </message>
    <message>
        <source>“?” markers</source>
        <translation>„?“-Plättchen</translation>
    </message>
    <message>
        <source>A rail reaching a “?” space takes one of these markers</source>
        <translation>Eine Schiene, die ein „?“-Feld erreicht, nimmt eines dieser Plättchen</translation>
    </message>
    <message>
        <source>used</source>
        <translation>genutzt</translation>
    </message>
    <message>
        <source>still to come</source>
        <translation>kommt noch</translation>
    </message>
    <message>
        <source>Moscow: every line leaves from its station</source>
        <translation>Moskau: Von seinem Bahnhof gehen alle Strecken aus</translation>
    </message>
    <message>
        <source>Your end-game bonus card: %1</source>
        <translation>Deine Schlusswertungskarte: %1</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <source>Hide my cards</source>
        <translation>Meine Karten verdecken</translation>
    </message>
    <message>
        <source>Your end-game bonus cards are seen by whoever sits at the screen</source>
        <translation>Deine Schlusswertungskarten sieht jeder, der am Bildschirm sitzt</translation>
    </message>
    <message>
        <source>Turn your end-game bonus cards face down</source>
        <translation>Drehe deine Schlusswertungskarten um</translation>
    </message>
    <message>
        <source>this round</source>
        <translation>diese Runde</translation>
    </message>
    <message>
        <source>doubler</source>
        <translation>Verdoppler</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Engineers</source>
        <translation>Ingenieure</translation>
    </message>
    <message>
        <source>The engineer row is the round clock: each round the rightmost engineer leaves the row.</source>
        <translation>Die Ingenieursreihe ist die Rundenuhr: Jede Runde verlässt der rechte Ingenieur die Reihe.</translation>
    </message>
    <message>
        <source>Still to come: it moves one slot right every round.</source>
        <translation>Kommt noch: Jede Runde rückt er einen Platz nach rechts.</translation>
    </message>
    <message>
        <source>%1 rail: a cube on a line, or on a space, one step with it</source>
        <translation>Schiene %1: ein Würfel auf einer Strecke, auf einem Aktionsfeld ein Schritt mit ihr</translation>
    </message>
    <message>
        <source>On a cube: a step with a rail of any colour. On a line or the industry track: a “?” bonus marker space. Beside a card: the “?” cards left</source>
        <translation>Auf einem Würfel: ein Schritt mit einer Schiene beliebiger Farbe. Auf einer Strecke oder der Industrieleiste: ein „?“-Bonusfeld. Neben einer Karte: die übrigen „?“-Karten</translation>
    </message>
    <message>
        <source>A pawn of a player's colour: a worker; on a space, who took it</source>
        <translation>Figur in Spielerfarbe: ein Arbeiter; auf einem Feld, wer es besetzt hat</translation>
    </message>
    <message>
        <source>A small grey pawn at the foot of a space: a worker the space costs</source>
        <translation>Kleine graue Figur unten auf einem Feld: ein Arbeiter, den das Feld kostet</translation>
    </message>
    <message>
        <source>A brass coin: a rouble (at the foot of a space: a rouble it costs)</source>
        <translation>Messingmünze: ein Rubel (unten auf einem Feld: ein Rubel, den es kostet)</translation>
    </message>
    <message>
        <source>A gold cube: the industry marker, or steps on the industry track</source>
        <translation>Goldener Würfel: der Industriemarker oder Schritte auf der Industrieleiste</translation>
    </message>
    <message>
        <source>A blue tile: a locomotive with its number; it takes the line's rails that far</source>
        <translation>Blaues Plättchen: eine Lokomotive mit ihrer Zahl; so weit bringt sie die Schienen der Strecke</translation>
    </message>
    <message>
        <source>A brown tile: a factory with its number and effect, worked when an industry marker reaches it</source>
        <translation>Braunes Plättchen: eine Fabrik mit Zahl und Wirkung; sie arbeitet, wenn ein Industriemarker sie erreicht</translation>
    </message>
    <message>
        <source>A gear: an engineer (cards with a number and letter; hired ones are your own action spaces)</source>
        <translation>Zahnrad: ein Ingenieur (Karten mit Zahl und Buchstabe; angeheuerte sind deine eigenen Aktionsfelder)</translation>
    </message>
    <message>
        <source>A number in a ring: points</source>
        <translation>Zahl im Ring: Punkte</translation>
    </message>
    <message>
        <source>A blue card: an end-game bonus card</source>
        <translation>Blaue Karte: eine Schlusswertungskarte</translation>
    </message>
    <message>
        <source>A green card: a starting bonus card</source>
        <translation>Grüne Karte: eine Startbonuskarte</translation>
    </message>
    <message>
        <source>A dashed outline: an empty slot or place</source>
        <translation>Gestrichelter Rand: ein freier Platz</translation>
    </message>
    <message>
        <source>A darker space on a line: beyond what the line's locomotives reach; it scores nothing yet</source>
        <translation>Dunkleres Feld einer Strecke: weiter, als ihre Lokomotiven reichen; es bringt noch nichts</translation>
    </message>
    <message>
        <source>A brick station with a green dome at a line's start: Moscow, where the lines leave</source>
        <translation>Ein Backsteinbahnhof mit grüner Kuppel am Anfang einer Strecke: Moskau, wo die Strecken beginnen</translation>
    </message>
    <message>
        <source>A brick station with a green dome left of the lines: Moscow, the one station every line leaves from</source>
        <translation>Ein Backsteinbahnhof mit grüner Kuppel links der Strecken: Moskau, der eine Bahnhof, von dem alle Strecken ausgehen</translation>
    </message>
    <message>
        <source>Rails on a line's sleepers: laid in the colour of the best rail that reached the space</source>
        <translation>Schienen auf den Schwellen einer Strecke: in der Farbe der besten Schiene, die das Feld erreicht hat</translation>
    </message>
    <message>
        <source>A red roof over a space: a station, a special space of the line</source>
        <translation>Ein rotes Dach über einem Feld: ein Bahnhof, ein besonderes Feld der Strecke</translation>
    </message>
    <message>
        <source>A glowing outline: what you can play now (drag or click it)</source>
        <translation>Leuchtender Rand: was du jetzt spielen kannst (ziehen oder klicken)</translation>
    </message>
    <message>
        <source>Emil's pawn with a dog: a space the solo opponent Emil blocks</source>
        <translation>Emils Figur mit Hund: ein Feld, das der Solo-Gegner Emil blockiert</translation>
    </message>
    <message>
        <source>Line space: the black rail here unlocks the next rail colour</source>
        <translation>Streckenfeld: die schwarze Schiene schaltet hier die nächste Schienenfarbe frei</translation>
    </message>
    <message>
        <source>Line space: a new worker</source>
        <translation>Streckenfeld: ein neuer Arbeiter</translation>
    </message>
    <message>
        <source>Line space: star points at each scoring</source>
        <translation>Streckenfeld: Sternpunkte bei jeder Wertung</translation>
    </message>
    <message>
        <source>The medal: its space on the line, or the medal a player placed</source>
        <translation>Die Medaille: ihr Feld auf der Strecke oder die Medaille, die jemand gelegt hat</translation>
    </message>
    <message>
        <source>The end of the line</source>
        <translation>Das Ende der Strecke</translation>
    </message>
    <message>
        <source>Munich's fork: the black rail chooses Berlin or Hamburg here</source>
        <translation>Münchens Abzweigung: die schwarze Schiene wählt hier Berlin oder Hamburg</translation>
    </message>
    <message>
        <source>A station: a track tile is laid in the dashed area beside it</source>
        <translation>Bahnhof: in den gestrichelten Abschnitt daneben kommt ein Streckenplättchen</translation>
    </message>
    <message>
        <source>Line space: an immediate effect (hover the space for it)</source>
        <translation>Streckenfeld: eine sofortige Wirkung (mit der Maus darauf zeigen)</translation>
    </message>
    <message>
        <source>An income token: on a line, where you take one; on a chip, the tokens</source>
        <translation>Einkommensplättchen: auf einer Strecke, wo du eines nimmst; auf einem Chip die Plättchen</translation>
    </message>
    <message>
        <source>Line space: a second industry marker</source>
        <translation>Streckenfeld: ein zweiter Industriemarker</translation>
    </message>
    <message>
        <source>The revaluation: the rails' values are raised</source>
        <translation>Die Aufwertung: die Schienen sind mehr wert</translation>
    </message>
    <message>
        <source>Line space: another special effect (hover for it)</source>
        <translation>Streckenfeld: eine andere Sonderwirkung (mit der Maus darauf zeigen)</translation>
    </message>
    <message>
        <source>A doubler (on a line space: the line scores double from here)</source>
        <translation>Ein Verdoppler (auf einem Streckenfeld: die Strecke zählt von hier doppelt)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Between pictures: one or the other</source>
        <translation>Zwischen Bildern: das eine oder das andere</translation>
    </message>
    <message>
        <source>Each step with another rail</source>
        <translation>Jeder Schritt mit einer anderen Schiene</translation>
    </message>
    <message>
        <source>Use again: an action space you took this round, or a factory</source>
        <translation>Noch einmal: ein Aktionsfeld, das du diese Runde besetzt hast, oder eine Fabrik</translation>
    </message>
    <message>
        <source>Points equal to what follows (Σ: the sum of your engineers' numbers)</source>
        <translation>Punkte in Höhe des Folgenden (Σ: die Summe deiner Ingenieurnummern)</translation>
    </message>
    <message>
        <source>First or second place in the next round's order</source>
        <translation>Erster oder zweiter Platz in der Reihenfolge der nächsten Runde</translation>
    </message>
    <message>
        <source>The order of play; on Munich, the branch it took</source>
        <translation>Die Reihenfolge; bei München der gewählte Zweig</translation>
    </message>
    <message>
        <source>Passed this round, or used this round</source>
        <translation>In dieser Runde gepasst oder in dieser Runde genutzt</translation>
    </message>
    <message>
        <source>The “?” bonus markers and cards</source>
        <translation>Die „?“-Bonusplättchen und -Karten</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>A lump of coal: the Coal module's coal</source>
        <translation>Ein Stück Kohle: die Kohle des Kohle-Moduls</translation>
    </message>
    <message>
        <source>An orange tile: a foundry (2 coal to use, once a round)</source>
        <translation>Oranges Plättchen: eine Gießerei (Nutzung für 2 Kohle, einmal pro Runde)</translation>
    </message>
    <message>
        <source>A flame: a stoker; on a locomotive it counts one higher, on a factory it works twice</source>
        <translation>Flamme: ein Heizer; eine Lokomotive zählt mit ihm eine Stufe höher, eine Fabrik arbeitet zweimal</translation>
    </message>
    <message>
        <source>A greyed chip with a stripe: used this round, face down</source>
        <translation>Grauer Chip mit Streifen: in dieser Runde genutzt, verdeckt</translation>
    </message>
    <message>
        <source>A green tile: a track tile, laid in a dashed area of a line</source>
        <translation>Grünes Plättchen: ein Streckenplättchen, angelegt in einen gestrichelten Abschnitt</translation>
    </message>
    <message>
        <source>Chance to win over the game</source>
        <translation>Gewinnchance im Lauf des Spiels</translation>
    </message>
    <message>
        <source>Expected final score over the game</source>
        <translation>Erwartetes Endergebnis im Lauf des Spiels</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>good</source>
        <translation>guter Zug</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>Chance to win lost against the best move: below %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Verlorene Gewinnchance gegenüber dem besten Zug: unter %1 ein guter Zug, ab %1 eine Ungenauigkeit, ab %2 ein Fehler, ab %3 ein Patzer.</translation>
    </message>
    <message>
        <source>Expected final score lost against the best move, as a share of it: below %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Verlorenes erwartetes Endergebnis gegenüber dem besten Zug, als Anteil daran: unter %1 ein guter Zug, ab %1 eine Ungenauigkeit, ab %2 ein Fehler, ab %3 ein Patzer.</translation>
    </message>
    <message>
        <source>1 best move</source>
        <translation>1 bester Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n best moves</source>
        <translation>
            <numerusform>%n bester Zug</numerusform>
            <numerusform>%n beste Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n guter Zug</numerusform>
            <numerusform>%n gute Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>1 good move</source>
        <translation>1 guter Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n good moves</source>
        <translation>
            <numerusform>%n guter Zug</numerusform><numerusform>%n gute Züge</numerusform></translation>
    </message>
    <message>
        <source>1 inaccuracy</source>
        <translation>1 Ungenauigkeit</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 mistake</source>
        <translation>1 Fehler</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>1 blunder</source>
        <translation>1 Patzer</translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 — %2: %3 (%4); better: %5 (%6)</source>
        <translation>Zug %1 — %2: %3 (%4); besser: %5 (%6)</translation>
    </message>
    <message>
        <source>The strong AI's review</source>
        <translation>Analyse des starken Computers</translation>
    </message>
    <message>
        <source>The three costliest moves of each person</source>
        <translation>Die drei teuersten Züge jeder Person</translation>
    </message>
    <message>
        <source>Go on with the review</source>
        <translation>Analyse fortsetzen</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 von %2 Entscheidungen</translation>
    </message>
    <message>
        <source>The strong AI goes through every decision of the game…</source>
        <translation>Der starke Computer geht jede Entscheidung des Spiels durch …</translation>
    </message>
    <message>
        <source>The strong AI goes through every decision of the game: about a minute left.</source>
        <translation>Der starke Computer geht jede Entscheidung des Spiels durch: noch etwa eine Minute.</translation>
    </message>
    <message numerus="yes">
        <source>The strong AI goes through every decision of the game: about %n minutes left.</source>
        <translation>
            <numerusform>Der starke Computer geht jede Entscheidung des Spiels durch: noch etwa %n Minute.</numerusform>
            <numerusform>Der starke Computer geht jede Entscheidung des Spiels durch: noch etwa %n Minuten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move cost anything.</source>
        <translation>Kein Zug hat etwas gekostet.</translation>
    </message>
</context>
</TS>
