<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
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
        <source>Back to &amp;start</source>
        <translation>Zurück zum S&amp;tart</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
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
        <source>Load game</source>
        <translation>Spiel laden</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
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
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
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
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
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
        <source>it won about %1 % of the simulated games</source>
        <translation>er gewann etwa %1 % der simulierten Partien</translation>
    </message>
    <message>
        <source>That piece cannot go there. Drop it on a highlighted place.</source>
        <translation>Dieses Teil darf nicht dorthin. Lege es auf einen hervorgehobenen Platz.</translation>
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
        <translation>grün</translation>
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
        <source>black</source>
        <translation>schwarz</translation>
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
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
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
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>%1 made a move.</source>
        <translation>%1 hat gezogen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
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
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
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
        <source>Tied on points with %1; decided by the tie-break.</source>
        <translation>Punktgleich mit %1; der Gleichstand wurde aufgelöst.</translation>
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
        <translation>Gleichstand</translation>
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
        <translation>Solomodus</translation>
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
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
</context>
</TS>
