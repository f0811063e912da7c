<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name></name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Uložit…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Nahrát…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Začít znovu</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>Pravid&amp;la</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <source>Back to &amp;start</source>
        <translation>Zpět na ú&amp;vod</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Uložit…</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Nahrát hru</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Nastavení se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Kontor</source>
        <translation>Kontor</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nikdo</translation>
    </message>
    <message>
        <source>Choose an action</source>
        <translation>Vyber akci</translation>
    </message>
    <message>
        <source>Available actions</source>
        <translation>Možné akce</translation>
    </message>
    <message>
        <source>Waiting for the other players</source>
        <translation>Čeká se na ostatní hráče</translation>
    </message>
    <message>
        <source>Drop an action card here to play it</source>
        <translation>Přetáhni sem kartu akce a zahraješ ji</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Kolo %1</translation>
    </message>
    <message>
        <source>Every seat needs a player.</source>
        <translation>Každé místo potřebuje hráče.</translation>
    </message>
    <message>
        <source>The game cannot start: %1</source>
        <translation>Hru nelze začít: %1</translation>
    </message>
    <message>
        <source>This save cannot be loaded: %1</source>
        <translation>Tuto uloženou hru nelze nahrát: %1</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <source>That move is not allowed: %1</source>
        <translation>Tento tah není dovolen: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Hru se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Hints are not available yet.</source>
        <translation>Rady zatím nejsou k dispozici.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatické uložení selhalo: %1</translation>
    </message>
    <message>
        <source>The AI failed: %1</source>
        <translation>Počítačový hráč selhal: %1</translation>
    </message>
    <message>
        <source>No hint could be found: %1</source>
        <translation>Žádnou radu se nepodařilo najít: %1</translation>
    </message>
    <message>
        <source>it is the only legal move</source>
        <translation>je to jediný možný tah</translation>
    </message>
    <message>
        <source>it won about %1 % of the simulated games</source>
        <translation>vyhrál asi %1 % simulovaných her</translation>
    </message>
    <message>
        <source>That piece cannot go there. Drop it on a highlighted place.</source>
        <translation>Sem tento kámen nepatří. Polož ho na zvýrazněné místo.</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranžová</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <source>vermilion</source>
        <translation>rumělková</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>fialová</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>blankytná</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>žlutá</translation>
    </message>
    <message>
        <source>black</source>
        <translation>černá</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>snadný</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>střední</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>silný</translation>
    </message>
    <message>
        <source>AI (%1)</source>
        <translation>počítač (%1)</translation>
    </message>
    <message>
        <source>human</source>
        <translation>člověk</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Herní stůl</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Fit to window</source>
        <translation>Přizpůsobit oknu</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Průběh hry</translation>
    </message>
    <message>
        <source>%1 made a move.</source>
        <translation>%1 táhl(a).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Pass the device to %1.</source>
        <translation>Předej zařízení hráči %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 přemýšlí…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Předej hráči %1</translation>
    </message>
    <message>
        <source>The others look away. Click when ready.</source>
        <translation>Ostatní se dívají jinam. Klikni, až budeš připraven(a).</translation>
    </message>
    <message>
        <source>I am %1 – show my table</source>
        <translation>Jsem %1 – ukaž můj stůl</translation>
    </message>
    <message>
        <source>— Round %1 —</source>
        <translation>— Kolo %1 —</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>AI – %1</source>
        <translation>Počítač – %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa u stolu</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Options and variants</source>
        <translation>Možnosti a varianty</translation>
    </message>
    <message>
        <source>random</source>
        <translation>náhodně</translation>
    </message>
    <message>
        <source>The same seed and moves give the same game.</source>
        <translation>Stejné semínko a stejné tahy dají stejnou hru.</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Semínko (nepovinné)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (sólo)</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Nejsou nainstalovány žádné hry.</translation>
    </message>
    <message>
        <source>Give every player a different name.</source>
        <translation>Dej každému hráči jiné jméno.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Semínko musí být celé číslo.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Pravidla: %1</translation>
    </message>
    <message>
        <source>The rules for this game are not installed (looked for %1).</source>
        <translation>Pravidla této hry nejsou nainstalována (hledáno %1).</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Nobody wins: the game is a draw.</source>
        <translation>Nikdo nevyhrál: hra skončila remízou.</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vítězí %1!</translation>
    </message>
    <message>
        <source>%1 share the victory.</source>
        <translation>O vítězství se dělí %1.</translation>
    </message>
    <message>
        <source>Tied on points with %1; decided by the tie-break.</source>
        <translation>Stejně bodů jako %1; rozhodlo pravidlo pro shodu.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Konečné pořadí</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Zpět na úvod</translation>
    </message>
    <message>
        <source>Show the table</source>
        <translation>Ukázat stůl</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Rozhodnutí shody</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>off</source>
        <translation>vypnuto</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rychle</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>pomalu</translation>
    </message>
    <message>
        <source>Letters on pieces, colour-blind safe colours</source>
        <translation>Písmena na kamenech, barvy vhodné pro barvoslepé</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animace</translation>
    </message>
    <message>
        <source>Pause between AI moves</source>
        <translation>Pauza mezi tahy počítače</translation>
    </message>
    <message>
        <source>Colour-blind mode</source>
        <translation>Režim pro barvoslepé</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Velikost rozhraní</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 hráči</translation>
    </message>
    <message>
        <source>solo mode</source>
        <translation>sólo režim</translation>
    </message>
    <message>
        <source>Merchant board games at one table: against the computer, solo or with friends.</source>
        <translation>Obchodnické deskové hry u jednoho stolu: proti počítači, sólo nebo s přáteli.</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <translation>Pokračovat v poslední hře</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>Nahrát hru…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Nastavení…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Choose a game on the left to start.</source>
        <translation>Vyber hru vlevo a začni.</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>points</source>
        <translation>bodů</translation>
    </message>
</context>
</TS>
