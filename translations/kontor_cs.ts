<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name />
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
        <source>Re&amp;view a saved game…</source>
        <translation>&amp;Rozebrat uloženou hru…</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>Show the &amp;tour again</source>
        <translation>Znovu ukázat &amp;prohlídku</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>&amp;About Kontor</source>
        <translation>&amp;O Kontoru</translation>
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
        <source>Show the tour again</source>
        <translation>Znovu ukázat prohlídku</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Opustit rozehranou hru?</translation>
    </message>
    <message>
        <source>You can resume it later from the start screen.</source>
        <translation>Později v ní můžeš pokračovat z úvodní obrazovky.</translation>
    </message>
    <message numerus="yes">
        <source>Kontor keeps at most %n unfinished games. A new game takes the place of the oldest:</source>
        <translation>
            <numerusform>Kontor uchovává nejvýš %n rozehranou hru. Nová hra zabere místo té nejstarší:</numerusform>
            <numerusform>Kontor uchovává nejvýš %n rozehrané hry. Nová hra zabere místo té nejstarší:</numerusform>
            <numerusform>Kontor uchovává nejvýš %n rozehraných her. Nová hra zabere místo té nejstarší:</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop it and start the new game?</source>
        <translation>Zahodit ji a začít novou hru?</translation>
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
        <source>Review a saved game</source>
        <translation>Rozebrat uloženou hru</translation>
    </message>
    <message>
        <source>This save cannot be reviewed: %1</source>
        <translation>Tuto uloženou hru nelze rozebrat: %1</translation>
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
        <source>Make your move on the table: drag a piece onto a place that glows, or click the piece and then the place.</source>
        <translation>Táhni na stole: přetáhni figurku na místo, které svítí, nebo klikni na figurku a pak na místo.</translation>
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
        <source>Drop the Merkator on a lit region of the map.</source>
        <translation>Pusť Merkatora na zvýrazněnou oblast mapy.</translation>
    </message>
    <message>
        <source>Drop it on a lit place in your stores.</source>
        <translation>Pusť ji na zvýrazněné místo ve svých skladištích.</translation>
    </message>
    <message>
        <source>Drop a contract on Sell, or click it to fulfil it at its destination.</source>
        <translation>Pusť kontrakt na Prodat, nebo na něj klikni a splň ho v jeho cíli.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <source>First finish what the card asks: %1</source>
        <translation>Nejdřív dokonči, co karta žádá: %1</translation>
    </message>
    <message>
        <source>Pay by dropping cards onto the card you are buying, then click Complete the purchase.</source>
        <translation>Plať přetažením karet na kupovanou kartu a pak klikni na Dokončit nákup.</translation>
    </message>
    <message>
        <source>The payment does not need %1: a payment may not include a card it can do without.</source>
        <translation>Platba nepotřebuje kartu %1: platba nesmí obsahovat kartu, bez které se obejde.</translation>
    </message>
    <message>
        <source>Drop the cards of the stack onto the next free place of your stall.</source>
        <translation>Přetáhni karty hromádky na další volné místo ve svém stánku.</translation>
    </message>
    <message>
        <source>Drop the cards you discard onto your discard pile, then click Finish discarding.</source>
        <translation>Přetáhni odkládané karty na svůj odhazovací balíček a pak klikni na Dokončit odkládání.</translation>
    </message>
    <message>
        <source>Winter Is Coming: build another stack or pass, with the buttons.</source>
        <translation>Zima se blíží: tlačítky postav další hromádku, nebo pokračuj bez ní.</translation>
    </message>
    <message>
        <source>%1 is a passive card: it works from your hand and is never played.</source>
        <translation>%1 je pasivní karta: působí z ruky a nikdy se nehraje.</translation>
    </message>
    <message>
        <source>Junk cannot be played.</source>
        <translation>Veteš nelze zahrát.</translation>
    </message>
    <message>
        <source>Before %1 can be used, choose what it copies: drag it onto a card.</source>
        <translation>Než použiješ kartu %1, zvol, co kopíruje: přetáhni ji na kartu.</translation>
    </message>
    <message>
        <source>Your hand is not worth enough to pay for this card.</source>
        <translation>Karty v ruce nemají dost hodnoty na zaplacení této karty.</translation>
    </message>
    <message>
        <source>Your hand holds no cards of one animal worth exactly %1 together.</source>
        <translation>V ruce nemáš karty jednoho zvířete v celkové hodnotě přesně %1.</translation>
    </message>
    <message>
        <source>Only Market Discovery or Good Old Times may throw away the top card of the market deck.</source>
        <translation>Horní kartu balíčku tržiště smí odhodit jen Objev na trhu nebo Staré dobré časy.</translation>
    </message>
    <message>
        <source>Only Bold Haggler rolls the die, once per turn.</source>
        <translation>Kostkou hází jen Smělý smlouvač, jednou za tah.</translation>
    </message>
    <message>
        <source>Drop cards onto your own discard pile to discard them.</source>
        <translation>Karty odložíš přetažením na svůj vlastní odhazovací balíček.</translation>
    </message>
    <message>
        <source>Junk may go into a stack only together with a Stashing Vendor.</source>
        <translation>Veteš smí do hromádky jen spolu se Skrývajícím prodavačem.</translation>
    </message>
    <message>
        <source>A stack holds cards of one animal only (unless it has an Empty Chest).</source>
        <translation>Hromádka obsahuje karty jen jednoho zvířete (pokud v ní není Prázdná truhla).</translation>
    </message>
    <message>
        <source>With %1 the stack would be worth %2, but stack %3 must be worth exactly %3.</source>
        <translation>S kartou %1 by hromádka měla hodnotu %2, ale hromádka %3 musí mít hodnotu přesně %3.</translation>
    </message>
    <message>
        <source>The Merkator travels to a region on the map.</source>
        <translation>Merkator cestuje do oblasti na mapě.</translation>
    </message>
    <message>
        <source>The Merkator moves only once per turn, after investing.</source>
        <translation>Merkator se pohne jen jednou za tah, po investování.</translation>
    </message>
    <message>
        <source>You hold more than %1 thalers: buy something or discard the excess first.</source>
        <translation>Máš víc než %1 tolarů: nejdřív něco kup nebo přebytek odhoď.</translation>
    </message>
    <message>
        <source>You hold %1 contracts: sell down to %2 before you travel.</source>
        <translation>Máš kontraktů: %1. Před cestou jich prodej tolik, aby ti zbylo %2.</translation>
    </message>
    <message>
        <source>A trip to %1 costs %2; you have %3.</source>
        <translation>Cesta do oblasti %1 stojí %2; máš %3.</translation>
    </message>
    <message>
        <source>Supply cubes move into storage in your invest step or while you fulfil contracts.</source>
        <translation>Kostičky z kartičky zásobování se přesouvají do skladiště při investování nebo při plnění kontraktů.</translation>
    </message>
    <message>
        <source>Each of the two goods must get at least one of these cubes.</source>
        <translation>Každé z obou druhů zboží musí dostat aspoň jednu z těchto kostiček.</translation>
    </message>
    <message>
        <source>A %1 cube becomes %2 or %3: drop it on one of those stores.</source>
        <translation>Z kostičky %1 se stane %2 nebo %3: polož ji do jednoho z těch skladišť.</translation>
    </message>
    <message>
        <source>You may never sell your last contract.</source>
        <translation>Svůj poslední kontrakt nikdy nesmíš prodat.</translation>
    </message>
    <message>
        <source>Wait: %1 decides now.</source>
        <translation>Počkej: teď se rozhoduje %1.</translation>
    </message>
    <message>
        <source>This card is yours: a bonus card brings goods on each trip to its region, a building scores at the end.</source>
        <translation>Tahle karta je tvoje: bonusová karta přináší zboží při každé cestě do své oblasti, budova boduje na konci hry.</translation>
    </message>
    <message>
        <source>Thalers pay for cards in your invest step: drag a card from the display onto your office.</source>
        <translation>Tolary platí karty při investování: přetáhni kartu z nabídky na svůj úřad.</translation>
    </message>
    <message>
        <source>Time tokens pay for far trips and for joining; while you fulfil, 4 of them buy a good you need.</source>
        <translation>Žetony času platí dalekou cestu a připojení; při plnění kontraktů koupí 4 z nich potřebné zboží.</translation>
    </message>
    <message>
        <source>First this: %1</source>
        <translation>Nejdřív tohle: %1</translation>
    </message>
    <message>
        <source>The Merkator has travelled this turn; it moves again on the next turn.</source>
        <translation>Merkator už v tomto tahu cestoval; znovu se pohne v dalším tahu.</translation>
    </message>
    <message>
        <source>The cubes of a region are taken after a trip there, by the one who travels and those who join.</source>
        <translation>Kostičky oblasti si po cestě tam berou ten, kdo cestuje, a ti, kdo se připojí.</translation>
    </message>
    <message>
        <source>A deck's top contract comes to you when you fulfil a contract of one value less.</source>
        <translation>Horní kontrakt balíčku dostaneš, když splníš kontrakt o hodnotu nižší.</translation>
    </message>
    <message>
        <source>Contracts are sold in your invest step and fulfilled after your trip, at their destination.</source>
        <translation>Kontrakty se prodávají při investování a plní se po cestě, v oblasti svého určení.</translation>
    </message>
    <message>
        <source>This office lies open for a look: nothing in it moves.</source>
        <translation>Tento úřad je otevřený jen k nahlédnutí: nic se v něm nehýbe.</translation>
    </message>
    <message>
        <source>Contracts are sold only in your invest step.</source>
        <translation>Kontrakty se prodávají jen při investování.</translation>
    </message>
    <message>
        <source>This contract is fulfilled only in %1.</source>
        <translation>Tento kontrakt lze splnit jen v oblasti %1.</translation>
    </message>
    <message>
        <source>Each contract can be fulfilled once per round.</source>
        <translation>Každý kontrakt lze splnit jednou za kolo.</translation>
    </message>
    <message>
        <source>%1 still missing for this contract: trade 4:1 or use your supply cubes.</source>
        <translation>K tomuto kontraktu ještě chybí %1: směňuj 4:1 nebo použij kostičky z kartičky zásobování.</translation>
    </message>
    <message>
        <source>This card costs %1: first spend contracts worth that much (drop them on Spend).</source>
        <translation>Tato karta stojí %1: nejdřív utrať kontrakty v této hodnotě (polož je na Utratit).</translation>
    </message>
    <message>
        <source>This card costs %1 and you have %2: sell a contract first.</source>
        <translation>Tato karta stojí %1 a ty máš %2: nejdřív prodej kontrakt.</translation>
    </message>
    <message>
        <source>Cards are bought only in your invest step.</source>
        <translation>Karty se kupují jen při investování.</translation>
    </message>
    <message>
        <source>You may take one card into your hand per turn, while your hand is empty.</source>
        <translation>Za tah si můžeš vzít do ruky jednu kartu, pokud máš ruku prázdnou.</translation>
    </message>
    <message>
        <source>Trades give only goods that bring a contract here closer.</source>
        <translation>Směnou získáš jen zboží, které přiblíží splnění kontraktu zde.</translation>
    </message>
    <message>
        <source>Workers go onto a column above a card.</source>
        <translation>Dělníci se kladou do sloupce nad kartou.</translation>
    </message>
    <message>
        <source>Column %1 is full: 8 workers stand there already.</source>
        <translation>Sloupec %1 je plný: už v něm stojí 8 dělníků.</translation>
    </message>
    <message>
        <source>First choose the good your conversion gives: click a cube in the market hall.</source>
        <translation>Nejdřív vyber zboží, které přeměna přinese: klikni na kostku na tržnici.</translation>
    </message>
    <message>
        <source>The cubes on a ship go to whoever buys the ship, who unloads them in the loading phase.</source>
        <translation>Kostky na lodi dostane ten, kdo loď koupí, a vyloží je ve fázi nakládání.</translation>
    </message>
    <message>
        <source>A worker stays on its column until the card there is sold; then it comes home.</source>
        <translation>Dělník zůstává ve sloupci, dokud se karta pod ním neprodá; pak se vrátí domů.</translation>
    </message>
    <message>
        <source>The points markers move by themselves when points are scored.</source>
        <translation>Ukazatele bodů se posouvají samy, když se získávají body.</translation>
    </message>
    <message>
        <source>This is another player's area, open for a look: its pieces move in that player's turns.</source>
        <translation>Tohle je oblast jiného hráče, otevřená k nahlédnutí: figurky v ní se hýbou v tazích toho hráče.</translation>
    </message>
    <message>
        <source>It is %1's turn to place a worker.</source>
        <translation>Dělníka teď staví %1.</translation>
    </message>
    <message>
        <source>%1 decides now whether to buy the offered card.</source>
        <translation>%1 se teď rozhoduje, zda nabízenou kartu koupí.</translation>
    </message>
    <message>
        <source>%1 is loading goods now; everyone loads in turn.</source>
        <translation>%1 teď nakládá zboží; nakládá se postupně.</translation>
    </message>
    <message>
        <source>The cards are being sold now; your workers go out again at the start of the next round.</source>
        <translation>Teď se prodávají karty; tví dělníci vyrazí znovu na začátku dalšího kola.</translation>
    </message>
    <message>
        <source>Workers are placed at the start of a round, before the cards are sold.</source>
        <translation>Dělníci se staví na začátku kola, než se karty prodají.</translation>
    </message>
    <message>
        <source>Buy or decline the offered card first; cubes are loaded after all the cards are sold.</source>
        <translation>Nejdřív nabízenou kartu kup, nebo odmítni; kostky se nakládají, až se prodají všechny karty.</translation>
    </message>
    <message>
        <source>Stored cubes are used in your loading turn, after the cards are sold.</source>
        <translation>Uložené kostky použiješ, až budeš nakládat, po prodeji karet.</translation>
    </message>
    <message>
        <source>Column %1 has no card to bid for.</source>
        <translation>Ve sloupci %1 není žádná karta, o kterou by se dalo ucházet.</translation>
    </message>
    <message>
        <source>Cubes cannot go onto the waterfront; only workers do.</source>
        <translation>Kostky na nábřeží nepatří; tam chodí jen dělníci.</translation>
    </message>
    <message>
        <source>That contract is not yours.</source>
        <translation>Tahle smlouva není tvoje.</translation>
    </message>
    <message>
        <source>This contract is already complete.</source>
        <translation>Tato smlouva je už splněná.</translation>
    </message>
    <message>
        <source>This contract does not take this kind of goods (%1).</source>
        <translation>Tato smlouva nebere tento druh zboží (%1).</translation>
    </message>
    <message>
        <source>This contract has all the goods of this kind it needs (%1).</source>
        <translation>Tato smlouva už má všechno zboží tohoto druhu, které potřebuje (%1).</translation>
    </message>
    <message>
        <source>The %1 buys only %2.</source>
        <translation>Karta %1 vykupuje jen %2.</translation>
    </message>
    <message>
        <source>That cube is already in the warehouse.</source>
        <translation>Ta kostka už je ve skladišti.</translation>
    </message>
    <message>
        <source>The warehouse is full: it holds at most %1 cubes.</source>
        <translation>Skladiště je plné: víc kostek než %1 nepojme.</translation>
    </message>
    <message>
        <source>That cube is already kept in the market hall.</source>
        <translation>Ta kostka už je na tržnici ponechaná.</translation>
    </message>
    <message>
        <source>Kontor lets one cube into the keep space per loading turn; undo that move to keep another.</source>
        <translation>Kontor pustí na pole ponechání jednu kostku za tah nakládání; chceš-li ponechat jinou, vezmi ten tah zpět.</translation>
    </message>
    <message>
        <source>The kept cube stays kept; drop another cube onto the keep space to swap it out.</source>
        <translation>Ponechaná kostka zůstává ponechaná; chceš-li ji vyměnit, pusť na pole ponechání jinou kostku.</translation>
    </message>
    <message>
        <source>Drop the cube on a highlighted place.</source>
        <translation>Polož kostku na zvýrazněné místo.</translation>
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
        <source>counted out: no other way to play your last steps brings more points</source>
        <translation>spočítáno: žádný jiný způsob, jak odehrát tvé poslední kroky, nepřinese víc bodů</translation>
    </message>
    <message>
        <source>it won about %1 % of the simulated games</source>
        <translation>vyhrál asi %1 % simulovaných her</translation>
    </message>
    <message>
        <source>That piece cannot go there. Drop it on a highlighted place.</source>
        <translation>Tohle sem nepatří. Polož to na zvýrazněné místo.</translation>
    </message>
    <message>
        <source>This piece cannot move now.</source>
        <translation>Tímhle teď nelze táhnout.</translation>
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
        <source>♛ your turn: take back 1 merchant</source>
        <translation>♛ tvůj tah: vezmi zpět 1 obchodníka</translation>
    </message>
    <message>
        <source>bazaar: swap a shown item</source>
        <translation>bazar: vyměň vyložený předmět</translation>
    </message>
    <message>
        <source>bought: turn up 3, gain the top ★</source>
        <translation>při koupi: otoč 3, získej nejvyšší ★</translation>
    </message>
    <message>
        <source>Great Market: sell without a merchant</source>
        <translation>Velký trh: prodej i bez obchodníka</translation>
    </message>
    <message>
        <source>♛ your turn: +1 good</source>
        <translation>♛ tvůj tah: +1 zboží</translation>
    </message>
    <message>
        <source>♛ your turn: move 1 merchant next door</source>
        <translation>♛ tvůj tah: 1 obchodník do sousední čtvrti</translation>
    </message>
    <message>
        <source>♛ bought: place 1 merchant</source>
        <translation>♛ při koupi: umísti 1 obchodníka</translation>
    </message>
    <message>
        <source>♛ bought: +1 ★</source>
        <translation>♛ při koupi: +1 ★</translation>
    </message>
    <message>
        <source>marketplace: up to 3 goods</source>
        <translation>tržiště: až 3 zboží</translation>
    </message>
    <message>
        <source>nobody takes your goods</source>
        <translation>nikdo ti nevezme zboží</translation>
    </message>
    <message>
        <source>guild house: place 2 merchants</source>
        <translation>cechovní dům: umísti 2 obchodníky</translation>
    </message>
    <message>
        <source>expelled merchants stay on the map</source>
        <translation>vyhnaní zůstanou na mapě</translation>
    </message>
    <message>
        <source>vote: count 1 card fewer</source>
        <translation>hlasování: počítej o 1 kartu méně</translation>
    </message>
    <message>
        <source>1 merchant may dominate</source>
        <translation>k ovládnutí stačí 1 obchodník</translation>
    </message>
    <message>
        <source>+1 ★ per control card</source>
        <translation>+1 ★ za kartu ovládnutí trhu</translation>
    </message>
    <message>
        <source>auction won: 1 good back</source>
        <translation>vyhraná dražba: 1 zboží zpět</translation>
    </message>
    <message>
        <source>bought: +3 goods</source>
        <translation>při koupi: +3 zboží</translation>
    </message>
    <message>
        <source>bought: take 2 goods from a player</source>
        <translation>při koupi: vezmi hráči 2 zboží</translation>
    </message>
    <message>
        <source>your turn: +1 ♦</source>
        <translation>tvůj tah: +1 ♦</translation>
    </message>
    <message>
        <source>bought: +1 good</source>
        <translation>při koupi: +1 zboží</translation>
    </message>
    <message>
        <source>+2 goods of the token's colour</source>
        <translation>+2 zboží barvy žetonu</translation>
    </message>
    <message>
        <source>+1 good per ♟ in the district</source>
        <translation>+1 zboží za ♟ ve čtvrti</translation>
    </message>
    <message>
        <source>+1 good per ♟ on the square</source>
        <translation>+1 zboží za ♟ na náměstí</translation>
    </message>
    <message>
        <source>lose all goods and your ♟ in the district</source>
        <translation>ztratíš všechno zboží a své ♟ ve čtvrti</translation>
    </message>
    <message>
        <source>expel a player's ♟ from the district</source>
        <translation>vyžeň ♟ jednoho hráče ze čtvrti</translation>
    </message>
    <message>
        <source>move up to 2 ♟ in</source>
        <translation>přesuň až 2 ♟ dovnitř</translation>
    </message>
    <message>
        <source>move up to 2 ♟ out</source>
        <translation>přesuň až 2 ♟ ven</translation>
    </message>
    <message>
        <source>+1 ♟ in any district</source>
        <translation>+1 ♟ do libovolné čtvrti</translation>
    </message>
    <message>
        <source>+1 ♟ on the square</source>
        <translation>+1 ♟ na náměstí</translation>
    </message>
    <message>
        <source>+2 ♟ next door</source>
        <translation>+2 ♟ do sousední čtvrti</translation>
    </message>
    <message>
        <source>take 1 good from a player</source>
        <translation>vezmi hráči 1 zboží</translation>
    </message>
    <message>
        <source>+2 goods of your choice</source>
        <translation>+2 zboží podle volby</translation>
    </message>
    <message>
        <source>Alone: 2 goods. Two: 1 good per own merchant in the district. Three or more: 1 good per own merchant on the square.</source>
        <translation>Jedna karta: 2 zboží. Dvě: 1 zboží za každého svého obchodníka ve čtvrti. Tři a více: 1 zboží za každého svého obchodníka na náměstí.</translation>
    </message>
    <message>
        <source>Alone: take 1 good from another player. Two: 2 goods of your choice. Three or more: lose all your goods and your merchants in the district.</source>
        <translation>Jedna karta: vezmi 1 zboží jinému hráči. Dvě: 2 zboží podle volby. Tři a více: ztratíš všechno zboží a své obchodníky ve čtvrti.</translation>
    </message>
    <message>
        <source>Alone: expel one player's merchants from the district. Two: move up to 2 own merchants in from a neighbour. Three or more: move up to 2 out to a neighbour.</source>
        <translation>Jedna karta: vyžeň obchodníky jednoho hráče ze čtvrti. Dvě: přesuň až 2 své obchodníky dovnitř ze sousední čtvrti. Tři a více: přesuň až 2 ven do sousední čtvrti.</translation>
    </message>
    <message>
        <source>Alone: place a merchant in any district. Two: place one on the square. Three or more: place up to 2 in a district next to the guild token.</source>
        <translation>Jedna karta: umísti obchodníka do libovolné čtvrti. Dvě: umísti jednoho na náměstí. Tři a více: umísti až 2 do čtvrti vedle žetonu cechu.</translation>
    </message>
    <message>
        <source>the square</source>
        <translation>náměstí</translation>
    </message>
    <message>
        <source>Control card %1</source>
        <translation>karta ovládnutí trhu %1</translation>
    </message>
    <message>
        <source>Control card: %1</source>
        <translation>Karta ovládnutí trhu: %1</translation>
    </message>
    <message>
        <source>black</source>
        <translation>černá</translation>
    </message>
    <message>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <source>%1 red</source>
        <translation>%1 červené</translation>
    </message>
    <message>
        <source>%1 black</source>
        <translation>%1 černé</translation>
    </message>
    <message>
        <source>no goods</source>
        <translation>žádné zboží</translation>
    </message>
    <message>
        <source>a merchant</source>
        <translation>obchodníka</translation>
    </message>
    <message numerus="yes">
        <source>%n merchants</source>
        <translation>
            <numerusform>%n obchodníka</numerusform>
            <numerusform>%n obchodníky</numerusform>
            <numerusform>%n obchodníků</numerusform>
        </translation>
    </message>
    <message>
        <source>the marketplace</source>
        <translation>tržiště</translation>
    </message>
    <message>
        <source>the guild house</source>
        <translation>cechovní dům</translation>
    </message>
    <message>
        <source>the bazaar</source>
        <translation>bazar</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>úvod</translation>
    </message>
    <message>
        <source>guild house</source>
        <translation>cechovní dům</translation>
    </message>
    <message>
        <source>expulsion</source>
        <translation>vyhnání</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>tržiště</translation>
    </message>
    <message>
        <source>auction</source>
        <translation>dražba</translation>
    </message>
    <message>
        <source>control card</source>
        <translation>karta ovládnutí trhu</translation>
    </message>
    <message>
        <source>items</source>
        <translation>předměty</translation>
    </message>
    <message>
        <source>item effects</source>
        <translation>účinky předmětů</translation>
    </message>
    <message>
        <source>control cards</source>
        <translation>karty ovládnutí trhu</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <source>Drag a merchant from your supply into a district.</source>
        <translation>Přetáhni obchodníka ze zásoby do čtvrti.</translation>
    </message>
    <message>
        <source>Drag your second merchant into a district other than %1.</source>
        <translation>Přetáhni druhého obchodníka do jiné čtvrti, než je %1.</translation>
    </message>
    <message>
        <source>Choose which of your start-of-turn items acts first.</source>
        <translation>Vyber, který z tvých předmětů pro začátek tahu se použije jako první.</translation>
    </message>
    <message>
        <source>Royal Cloak: you may drag one of your merchants off the map into your supply.</source>
        <translation>Královský plášť: smíš přetáhnout jednoho svého obchodníka z mapy do zásoby.</translation>
    </message>
    <message>
        <source>Sceptre: you may drag one of your merchants into a neighbouring district.</source>
        <translation>Žezlo: smíš přetáhnout jednoho svého obchodníka do sousední čtvrti.</translation>
    </message>
    <message>
        <source>Choose the colours of the %1 goods you gain (%2).</source>
        <translation>Vyber barvy %1 zboží, které získáváš (%2).</translation>
    </message>
    <message>
        <source>Visit the marketplace, the guild house or the bazaar: click one.</source>
        <translation>Navštiv tržiště, cechovní dům nebo bazar: klikni na jedno z nich.</translation>
    </message>
    <message>
        <source>Marketplace: drag up to %1 goods of one colour to your panel.</source>
        <translation>Tržiště: přetáhni až %1 zboží jedné barvy na svůj panel.</translation>
    </message>
    <message>
        <source>Guild house: drag a merchant from your supply onto the map, or one of yours from the map into your supply.</source>
        <translation>Cechovní dům: přetáhni obchodníka ze zásoby na mapu, nebo svého z mapy do zásoby.</translation>
    </message>
    <message>
        <source>Guild house: another merchant the same way, or Done.</source>
        <translation>Cechovní dům: dalšího obchodníka stejně, nebo Hotovo.</translation>
    </message>
    <message>
        <source>Historical Book: you may put a displayed item under the deck and turn up a new one.</source>
        <translation>Historická kniha: smíš dát vyložený předmět pod balíček a otočit nový.</translation>
    </message>
    <message>
        <source>Bazaar: click the item to put up for auction.</source>
        <translation>Bazar: klikni na předmět, který chceš vydražit.</translation>
    </message>
    <message>
        <source>Bazaar: nothing was bought. Click a second item to auction, or pass.</source>
        <translation>Bazar: nic se neprodalo. Klikni na druhý předmět k dražbě, nebo pasuj.</translation>
    </message>
    <message>
        <source>Open the auction of %1: bid at least %2 goods.</source>
        <translation>Zahaj dražbu předmětu %1: nabídni aspoň %2 zboží.</translation>
    </message>
    <message>
        <source>%1 bids %2 for %3: match the bid or drop out.</source>
        <translation>%1 nabízí %2 za předmět %3: dorovnej, nebo odstup.</translation>
    </message>
    <message>
        <source>%1 bids %2 for %3: raise the bid or drop out.</source>
        <translation>%1 nabízí %2 za předmět %3: přihoď, nebo odstup.</translation>
    </message>
    <message>
        <source>Pay %1 goods for the item: choose the colours.</source>
        <translation>Zaplať za předmět %1 zboží: vyber barvy.</translation>
    </message>
    <message>
        <source>Pay %1 goods at the Great Market: choose the colours.</source>
        <translation>Zaplať na Velkém trhu %1 zboží: vyber barvy.</translation>
    </message>
    <message>
        <source>Merchant's Purse: take back one of the goods you paid.</source>
        <translation>Kupecký měšec: vezmi si zpět jedno ze zaplacených zboží.</translation>
    </message>
    <message>
        <source>Picklocks: click the card to put under the bazaar deck next.</source>
        <translation>Paklíče: klikni na kartu, která půjde jako další pod balíček bazaru.</translation>
    </message>
    <message>
        <source>Royal Charter: you may drag a merchant from your supply into a district.</source>
        <translation>Královská listina: smíš přetáhnout obchodníka ze zásoby do čtvrti.</translation>
    </message>
    <message>
        <source>Dagger: drag a good from an opponent to your panel (up to %1 more).</source>
        <translation>Dýka: přetáhni zboží soupeře na svůj panel (ještě až %1).</translation>
    </message>
    <message>
        <source>Drag a guild token into a district.</source>
        <translation>Přetáhni žeton cechu do čtvrti.</translation>
    </message>
    <message>
        <source>Choose your vote card in secret: click it.</source>
        <translation>Tajně vyber hlasovací kartu: klikni na ni.</translation>
    </message>
    <message>
        <source>Masquerade Mask: count your %1 as %2 cards, or as one fewer.</source>
        <translation>Škraboška: počítej svou kartu %1 jako %2 karty, nebo o jednu méně.</translation>
    </message>
    <message>
        <source>Black Market: drag one good from another player to your panel.</source>
        <translation>Černý trh: přetáhni jedno zboží jiného hráče na svůj panel.</translation>
    </message>
    <message>
        <source>Influence: click the player whose merchants leave %1.</source>
        <translation>Posílení vlivu: klikni na hráče, jehož obchodníci opustí čtvrť %1.</translation>
    </message>
    <message>
        <source>Influence: you may drag up to 2 of your merchants into %1 from a neighbouring district.</source>
        <translation>Posílení vlivu: smíš přetáhnout až 2 své obchodníky ze sousední čtvrti do čtvrti %1.</translation>
    </message>
    <message>
        <source>Influence: you may drag up to 2 of your merchants from %1 into a neighbouring district.</source>
        <translation>Posílení vlivu: smíš přetáhnout až 2 své obchodníky ze čtvrti %1 do sousední čtvrti.</translation>
    </message>
    <message>
        <source>Recruitment: drag a merchant from your supply into any district.</source>
        <translation>Nábor: přetáhni obchodníka ze zásoby do libovolné čtvrti.</translation>
    </message>
    <message>
        <source>Recruitment: you may drag up to 2 merchants from your supply into a district next to %1.</source>
        <translation>Nábor: smíš přetáhnout až 2 obchodníky ze zásoby do čtvrti, která sousedí se čtvrtí %1.</translation>
    </message>
    <message>
        <source>Expelled: drag your merchant from %1 into a neighbouring district.</source>
        <translation>Vyhnání: přetáhni svého obchodníka ze čtvrti %1 do sousední čtvrti.</translation>
    </message>
    <message>
        <source>Travel Map: drag your expelled merchants from %1 into a neighbouring district or into your supply (%2 left).</source>
        <translation>Cestovní mapa: přetáhni své vyhnané obchodníky ze čtvrti %1 do sousední čtvrti nebo do zásoby (zbývá %2).</translation>
    </message>
    <message>
        <source>Old Coins: sell %1 goods for %2 prestige without a merchant on the square?</source>
        <translation>Staré mince: prodat %1 zboží za %2 b. prestiže bez obchodníka na náměstí?</translation>
    </message>
    <message>
        <source>Great Market: drag your merchant from the square into a district.</source>
        <translation>Velký trh: přetáhni svého obchodníka z náměstí do čtvrti.</translation>
    </message>
    <message>
        <source>Market control: drag a control card you dominate onto your panel.</source>
        <translation>Ovládnutí trhu: přetáhni na svůj panel kartu ovládnutí trhu, jejíž čtvrti ovládáš.</translation>
    </message>
    <message>
        <source>The game is over: %1 won.</source>
        <translation>Konec hry: vítězí %1.</translation>
    </message>
    <message>
        <source>%1 placed %2 in %3.</source>
        <translation>%1 umisťuje %2: %3.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3 back into the supply.</source>
        <translation>%1 vrací do zásoby %2 (%3).</translation>
    </message>
    <message>
        <source>%1 moved %2 from %3 to %4.</source>
        <translation>%1 přesouvá %2: %3 → %4.</translation>
    </message>
    <message>
        <source>%1 gained %2 (%3).</source>
        <translation>%1 získává %2 (%3).</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <translation>%1 platí %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3 (%4).</source>
        <translation>%1 bere hráči %3 %2 (%4).</translation>
    </message>
    <message>
        <source>%1 lost %2 at the Black Market.</source>
        <translation>%1 ztrácí na Černém trhu: %2.</translation>
    </message>
    <message>
        <source>%1 gained %2 prestige (%3) and has %4.</source>
        <translation>%1 získává %2 b. prestiže (%3) a má jich %4.</translation>
    </message>
    <message>
        <source>%1's turn begins.</source>
        <translation>Na tahu je %1.</translation>
    </message>
    <message>
        <source>%1 used %2.</source>
        <translation>%1 používá předmět %2.</translation>
    </message>
    <message>
        <source>%1 went to %2.</source>
        <translation>%1 navštěvuje %2.</translation>
    </message>
    <message>
        <source>%1 cannot hold more goods of that colour: the gain is lost.</source>
        <translation>%1 nemůže mít víc zboží této barvy: zisk propadá.</translation>
    </message>
    <message>
        <source>%1 has no merchant to place or take back: nothing happens.</source>
        <translation>%1 nemá obchodníka k umístění ani k vrácení: nic se neděje.</translation>
    </message>
    <message>
        <source>%1 cannot afford it: nothing happens.</source>
        <translation>%1 na to nemá: nic se neděje.</translation>
    </message>
    <message>
        <source>%1 gains nothing.</source>
        <translation>%1 nic nezískává.</translation>
    </message>
    <message>
        <source>%1 finds no goods to take.</source>
        <translation>%1 nemá komu vzít zboží.</translation>
    </message>
    <message>
        <source>%1 cannot place on the square while a guild token stands there.</source>
        <translation>%1 nemůže umisťovat na náměstí, dokud tam stojí žeton cechu.</translation>
    </message>
    <message>
        <source>%1: the effect is lost.</source>
        <translation>%1: účinek propadá.</translation>
    </message>
    <message>
        <source>%1 put %2 under the bazaar deck and turned up %3.</source>
        <translation>%1 dává předmět %2 pod balíček bazaru a otáčí předmět %3.</translation>
    </message>
    <message>
        <source>The bazaar now shows %1.</source>
        <translation>Na bazaru je teď vyloženo: %1.</translation>
    </message>
    <message>
        <source>%1 turned up %2 with Picklocks (%3 prestige).</source>
        <translation>%1 otáčí pomocí Paklíčů: %2 (%3 b. prestiže).</translation>
    </message>
    <message>
        <source>%1 opened the auction of %2 at %3.</source>
        <translation>%1 zahajuje dražbu předmětu %2 nabídkou %3.</translation>
    </message>
    <message>
        <source>%1 raised the bid for %2 to %3.</source>
        <translation>%1 zvyšuje nabídku za předmět %2 na %3.</translation>
    </message>
    <message>
        <source>%1 matched the bid of %2 for %3.</source>
        <translation>%1 dorovnává nabídku %2 za předmět %3.</translation>
    </message>
    <message>
        <source>%1 cannot bid more and drops out.</source>
        <translation>%1 už nemůže přihodit a odstupuje.</translation>
    </message>
    <message>
        <source>%1 dropped out.</source>
        <translation>%1 odstupuje.</translation>
    </message>
    <message>
        <source>%1 won %2 for %3 goods.</source>
        <translation>%1 získává v dražbě předmět %2 za %3 zboží.</translation>
    </message>
    <message>
        <source>%1 bought %2.</source>
        <translation>%1 kupuje předmět %2.</translation>
    </message>
    <message>
        <source>%1 moved the %2 to %3.</source>
        <translation>%1 přesouvá %2 do čtvrti %3.</translation>
    </message>
    <message>
        <source>%1 has chosen a vote card.</source>
        <translation>%1 volí hlasovací kartu.</translation>
    </message>
    <message>
        <source>The votes are revealed: %1.</source>
        <translation>Hlasy se odkrývají: %1.</translation>
    </message>
    <message>
        <source>%1 carries out %2 (%3 of that card).</source>
        <translation>%1 vyhodnocuje %2 (karet tohoto druhu: %3).</translation>
    </message>
    <message>
        <source>%1 drove %2 of %3 out of %4.</source>
        <translation>%1 vyhání ze čtvrti %4 %2 hráče %3.</translation>
    </message>
    <message>
        <source>The Great Market opens: %1 goods buy %2 prestige.</source>
        <translation>Velký trh se otevírá: %1 zboží za %2 b. prestiže.</translation>
    </message>
    <message>
        <source>%1 sold %2 goods at the Great Market with Old Coins.</source>
        <translation>%1 prodává na Velkém trhu %2 zboží se Starými mincemi.</translation>
    </message>
    <message>
        <source>%1 sold %2 goods at the Great Market.</source>
        <translation>%1 prodává na Velkém trhu %2 zboží.</translation>
    </message>
    <message>
        <source>The Great Market closes.</source>
        <translation>Velký trh končí.</translation>
    </message>
    <message>
        <source>%1 claimed the control card %2.</source>
        <translation>%1 získává kartu ovládnutí trhu %2.</translation>
    </message>
    <message>
        <source>The control card %1 is turned up.</source>
        <translation>Karta ovládnutí trhu %1 se otáčí lícem nahoru.</translation>
    </message>
    <message>
        <source>%1 claimed %2.</source>
        <translation>%1 získává: %2.</translation>
    </message>
    <message>
        <source>%1 is turned up.</source>
        <translation>Otočena: %1.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Vynechat</translation>
    </message>
    <message>
        <source>Keep the display</source>
        <translation>Ponechat vyložené předměty</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Odstoupit</translation>
    </message>
    <message>
        <source>Sell with Old Coins</source>
        <translation>Prodat se Starými mincemi</translation>
    </message>
    <message>
        <source>Place a merchant in %1</source>
        <translation>Umístit obchodníka: %1</translation>
    </message>
    <message>
        <source>Take a merchant back from %1</source>
        <translation>Vzít obchodníka zpět: %1</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Použít předmět %1</translation>
    </message>
    <message>
        <source>Move a merchant from %1 to %2</source>
        <translation>Přesunout obchodníka: %1 → %2</translation>
    </message>
    <message>
        <source>Visit the marketplace</source>
        <translation>Navštívit tržiště</translation>
    </message>
    <message>
        <source>Visit the guild house</source>
        <translation>Navštívit cechovní dům</translation>
    </message>
    <message>
        <source>Visit %1</source>
        <translation>Navštívit %1</translation>
    </message>
    <message>
        <source>Visit the bazaar</source>
        <translation>Navštívit bazar</translation>
    </message>
    <message>
        <source>Put %1 under the deck</source>
        <translation>Dát předmět %1 pod balíček</translation>
    </message>
    <message>
        <source>Auction %1</source>
        <translation>Dražit předmět %1</translation>
    </message>
    <message>
        <source>Match the bid of %1</source>
        <translation>Dorovnat nabídku %1</translation>
    </message>
    <message>
        <source>Raise to %1</source>
        <translation>Zvýšit na %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Nabídnout %1</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Zaplatit %1</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>Vzít zpět %1</translation>
    </message>
    <message>
        <source>Put %1 under the deck next</source>
        <translation>Dát předmět %1 jako další pod balíček</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <translation>Vzít hráči %2 %1</translation>
    </message>
    <message>
        <source>Move the %1 to %2</source>
        <translation>Přesunout %1 do čtvrti %2</translation>
    </message>
    <message>
        <source>Vote %1</source>
        <translation>Hlasovat: %1</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Počítat jako %1</translation>
    </message>
    <message>
        <source>Expel the merchants of %1</source>
        <translation>Vyhnat obchodníky hráče %1</translation>
    </message>
    <message>
        <source>Move %1 in from %2</source>
        <translation>Přesunout sem %1 ze čtvrti %2</translation>
    </message>
    <message>
        <source>Move %1 out to %2</source>
        <translation>Přesunout %1 do čtvrti %2</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>Umístit %1 do čtvrti %2</translation>
    </message>
    <message>
        <source>Send the rest to your supply</source>
        <translation>Poslat zbytek do zásoby</translation>
    </message>
    <message>
        <source>Send a merchant to %1</source>
        <translation>Poslat obchodníka do čtvrti %1</translation>
    </message>
    <message>
        <source>Move the merchant to %1</source>
        <translation>Přesunout obchodníka do čtvrti %1</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>Získat: %1</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Předměty</translation>
    </message>
    <message>
        <source>Control cards</source>
        <translation>Karty ovládnutí trhu</translation>
    </message>
    <message>
        <source>Item effects</source>
        <translation>Účinky předmětů</translation>
    </message>
    <message>
        <source>%1 prestige · %2 · %3 in supply</source>
        <translation>%1 b. prestiže · %2 · %3 v zásobě</translation>
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
        <source>About Kontor</source>
        <translation>O Kontoru</translation>
    </message>
    <message>
        <source>Merchant board and card games at one table: against the computer, solo or hot-seat.</source>
        <translation>Obchodnické deskové a karetní hry u jednoho stolu: proti počítači, sólo nebo u jednoho zařízení.</translation>
    </message>
    <message>
        <source>Games and where their data comes from</source>
        <translation>Hry a odkud pocházejí jejich data</translation>
    </message>
    <message>
        <source>reconstructed data and rule choices</source>
        <translation>rekonstruovaná data a volby pravidel</translation>
    </message>
    <message>
        <source>no rules page installed</source>
        <translation>stránka s pravidly není nainstalována</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Tvoje soubory</translation>
    </message>
    <message>
        <source>Saves, the autosave and statistics</source>
        <translation>Uložené hry, automatické uložení a statistiky</translation>
    </message>
    <message>
        <source>Uninstalling Kontor keeps these folders.</source>
        <translation>Odinstalace Kontoru tyto složky ponechá.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Kontor carries these packages, each under its own licence. Qt and Qt for Python are used under the GNU LGPL version 3: their libraries are separate files in Kontor's program folder, and you may replace them with your own build of the same version.</source>
        <translation>Kontor obsahuje tyto balíčky, každý pod vlastní licencí. Qt a Qt for Python se používají podle GNU LGPL verze 3: jejich knihovny jsou samostatné soubory ve složce programu Kontor a můžeš je nahradit vlastním sestavením stejné verze.</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Verze</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Source code</source>
        <translation>Zdrojový kód</translation>
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
        <source>Zoom in</source>
        <translation>Přiblížit</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Oddálit</translation>
    </message>
    <message>
        <source>Choose an action in the list</source>
        <translation>Vybrat akci v seznamu</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Nahoru, Dolů</translation>
    </message>
    <message>
        <source>Play the chosen action</source>
        <translation>Zahrát vybranou akci</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Close the tour</source>
        <translation>Zavřít prohlídku</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>See a card or piece large</source>
        <translation>Zobrazit kartu nebo figurku zvětšenou</translation>
    </message>
    <message>
        <source>Hold the right mouse button</source>
        <translation>Držet pravé tlačítko myši</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Co</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
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
        <source>Legend (L)</source>
        <translation>Legenda (L)</translation>
    </message>
    <message>
        <source>What every symbol, colour and mark on the table means</source>
        <translation>Co znamená každý symbol, barva a značka na stole</translation>
    </message>
    <message>
        <source>Show panel</source>
        <translation>Ukázat panel</translation>
    </message>
    <message>
        <source>Hide panel</source>
        <translation>Skrýt panel</translation>
    </message>
    <message>
        <source>The players, the available actions and the game log beside the table</source>
        <translation>Hráči, dostupné akce a záznam hry vedle stolu</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Průběh hry</translation>
    </message>
    <message>
        <source>%1 made a move.</source>
        <translation>%1 táhne.</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nikam</translation>
    </message>
    <message>
        <source>Gn</source>
        <translation>Ze</translation>
    </message>
    <message>
        <source>Ye</source>
        <translation>Žl</translation>
    </message>
    <message>
        <source>Bk</source>
        <translation>Čr</translation>
    </message>
    <message>
        <source>Pu</source>
        <translation>Fi</translation>
    </message>
    <message>
        <source>Or</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Gy</source>
        <translation>Še</translation>
    </message>
    <message>
        <source>Bu</source>
        <translation>Mo</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Čv</translation>
    </message>
    <message>
        <source>bonus card %1 · %2</source>
        <translation>bonusová karta %1 · %2</translation>
    </message>
    <message>
        <source>contract %1 · %2</source>
        <translation>kontrakt %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <translation>
            <numerusform>%n druh zboží</numerusform>
            <numerusform>%n druhy zboží</numerusform>
            <numerusform>%n druhů zboží</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard the rest of your hand in an order you choose, then draw as many cards.</source>
        <translation>Odlož zbytek karet z ruky v pořadí, které zvolíš, a pak si dober stejný počet karet.</translation>
    </message>
    <message>
        <source>While it is in your hand at clean-up, your hand size is one larger.</source>
        <translation>Když ji máš při úklidu v ruce, je tvůj limit ruky o jednu kartu vyšší.</translation>
    </message>
    <message>
        <source>Throw away a card from your hand, then draw a card.</source>
        <translation>Odhoď kartu z ruky a pak si dober kartu.</translation>
    </message>
    <message>
        <source>Look at the top 3 cards of your deck: keep 1, put the others back on top.</source>
        <translation>Podívej se na horní 3 karty svého balíčku: 1 si nech, ostatní vrať navrch.</translation>
    </message>
    <message>
        <source>Until the end of the turn every card is worth 1 more.</source>
        <translation>Do konce tahu má každá karta hodnotu o 1 vyšší.</translation>
    </message>
    <message>
        <source>Take the top card of your discard pile into your hand.</source>
        <translation>Vezmi si do ruky horní kartu svého odhazovacího balíčku.</translation>
    </message>
    <message>
        <source>Throw away every market card, then refill the market.</source>
        <translation>Odhoď všechny karty z tržiště a tržiště znovu doplň.</translation>
    </message>
    <message>
        <source>Take any market card into your hand for free.</source>
        <translation>Vezmi si zdarma do ruky libovolnou kartu z tržiště.</translation>
    </message>
    <message>
        <source>When you buy this card, you may throw away up to 3 junk cards you paid with.</source>
        <translation>Když tuto kartu koupíš, smíš odhodit až 3 karty veteše, které byly v platbě.</translation>
    </message>
    <message>
        <source>Once per turn in your hand: throw away the top card of the market deck. In a payment: buy the top card of the market discard pile at its value.</source>
        <translation>Jednou za tah, když ji máš v ruce: odhoď horní kartu balíčku tržiště. V platbě: kup horní kartu odhazovacího balíčku tržiště za její hodnotu.</translation>
    </message>
    <message>
        <source>Draw 3 cards from the market deck: keep 1, throw away the others.</source>
        <translation>Dober 3 karty z balíčku tržiště: 1 si nech, ostatní odhoď.</translation>
    </message>
    <message>
        <source>In a payment you may add as many extra cards as you like.</source>
        <translation>Do platby smíš přidat libovolně mnoho karet navíc.</translation>
    </message>
    <message>
        <source>Your discard pile becomes your shuffled deck, and your deck your discard pile.</source>
        <translation>Tvůj odhazovací balíček se zamíchá a stane se tvým balíčkem, tvůj balíček se stane odhazovacím.</translation>
    </message>
    <message>
        <source>Up to 2 other players each discard a random card from their hand.</source>
        <translation>Až 2 další hráči odloží každý náhodnou kartu z ruky.</translation>
    </message>
    <message>
        <source>Put a card from your hand on top of another player's deck.</source>
        <translation>Polož kartu z ruky navrch balíčku jiného hráče.</translation>
    </message>
    <message>
        <source>Take a random card from another player's hand, then give them any card of yours.</source>
        <translation>Vezmi náhodnou kartu z ruky jiného hráče a pak mu dej libovolnou svou kartu.</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of another player's deck: throw one away, put the other on their discard pile.</source>
        <translation>Podívej se na horní 2 karty balíčku jiného hráče: jednu odhoď, druhou polož na jeho odhazovací balíček.</translation>
    </message>
    <message>
        <source>Take the top card of another player's discard pile.</source>
        <translation>Vezmi si horní kartu z odhazovacího balíčku jiného hráče.</translation>
    </message>
    <message>
        <source>A stack with this card may contain junk.</source>
        <translation>Hromádka s touto kartou smí obsahovat veteš.</translation>
    </message>
    <message>
        <source>A stack with this card may mix animal decks.</source>
        <translation>Hromádka s touto kartou smí míchat zvířecí balíčky.</translation>
    </message>
    <message>
        <source>A stack with this card may also take one card from your discard pile.</source>
        <translation>Hromádka s touto kartou smí obsahovat i jednu kartu z tvého odhazovacího balíčku.</translation>
    </message>
    <message>
        <source>Take any card from another player's stall into your hand and put this card in its place.</source>
        <translation>Vezmi si do ruky libovolnou kartu ze stánku jiného hráče a polož na její místo tuto kartu.</translation>
    </message>
    <message>
        <source>In a stack it may count as 4 or 6.</source>
        <translation>V hromádce se smí počítat jako 4 nebo 6.</translation>
    </message>
    <message>
        <source>After building a stack with this card you may build one more.</source>
        <translation>Po postavení hromádky s touto kartou smíš postavit ještě jednu.</translation>
    </message>
    <message>
        <source>Once per turn in your hand: roll the die and add the result to this card's value for the turn.</source>
        <translation>Jednou za tah v ruce: hoď kostkou a přičti výsledek k hodnotě této karty do konce tahu.</translation>
    </message>
    <message>
        <source>Throw away an animal card from your discard pile, then draw a card from the market deck.</source>
        <translation>Odhoď kartu zvířete ze svého odhazovacího balíčku a pak si dober kartu z balíčku tržiště.</translation>
    </message>
    <message>
        <source>Discard your hand and draw as many cards; then shuffle your hand with another player's and deal both out again.</source>
        <translation>Odlož karty z ruky a dober si stejný počet; pak zamíchej své karty z ruky s kartami jiného hráče a obě ruce znovu rozdej.</translation>
    </message>
    <message>
        <source>Draw the top card of the market deck: if it alone forms your next stack it is built, otherwise it is thrown away.</source>
        <translation>Dober horní kartu balíčku tržiště: pokud sama tvoří tvou další hromádku, postaví se, jinak se odhodí.</translation>
    </message>
    <message>
        <source>Choose another player and roll the die: swap that many random cards between your hands.</source>
        <translation>Zvol jiného hráče a hoď kostkou: vyměňte si tolik náhodných karet z rukou.</translation>
    </message>
    <message>
        <source>Secretly pick a card in your hand; another player guesses its value. Right: discard it. Wrong: set its value to 1-5 for the turn.</source>
        <translation>Tajně vyber kartu v ruce; jiný hráč hádá její hodnotu. Správně: odlož ji. Špatně: urči jí na tento tah hodnotu 1–5.</translation>
    </message>
    <message>
        <source>Copies a card in your last stack.</source>
        <translation>Kopíruje kartu ve tvé poslední hromádce.</translation>
    </message>
    <message>
        <source>Copies the top card of another player's discard pile.</source>
        <translation>Kopíruje horní kartu odhazovacího balíčku jiného hráče.</translation>
    </message>
    <message>
        <source>Copies the top card of the market discard pile; once per turn it may throw away the top card of the market deck.</source>
        <translation>Kopíruje horní kartu odhazovacího balíčku tržiště; jednou za tah smí odhodit horní kartu balíčku tržiště.</translation>
    </message>
    <message>
        <source>Take any market card into your hand and put this card in its slot.</source>
        <translation>Vezmi si do ruky libovolnou kartu z tržiště a tuto kartu polož na její místo.</translation>
    </message>
    <message>
        <source>Copies a card in the market.</source>
        <translation>Kopíruje kartu na tržišti.</translation>
    </message>
    <message>
        <source>Copies another card in your hand.</source>
        <translation>Kopíruje jinou kartu ve tvé ruce.</translation>
    </message>
    <message>
        <source>No animal and no effect; worth 1 when paying.</source>
        <translation>Bez zvířete a bez účinku; při placení má hodnotu 1.</translation>
    </message>
    <message>
        <source>Discard your hand, draw as many</source>
        <translation>Odlož ruku, dober stejný počet</translation>
    </message>
    <message>
        <source>Hand size +1 while in hand</source>
        <translation>Limit ruky +1, dokud ji držíš</translation>
    </message>
    <message>
        <source>✕ a hand card, draw 1</source>
        <translation>✕ kartu z ruky, dober 1</translation>
    </message>
    <message>
        <source>Top 3 of your deck: keep 1</source>
        <translation>Horní 3 z balíčku: 1 si nech</translation>
    </message>
    <message>
        <source>Every card +1 this turn</source>
        <translation>Každá karta +1 do konce tahu</translation>
    </message>
    <message>
        <source>Your discard pile's top → hand</source>
        <translation>Vršek odhazovacího balíčku → ruka</translation>
    </message>
    <message>
        <source>✕ the whole market, refill it</source>
        <translation>✕ celé tržiště, znovu ho doplň</translation>
    </message>
    <message>
        <source>A market card → hand, free</source>
        <translation>Karta z tržiště → ruka, zdarma</translation>
    </message>
    <message>
        <source>Bought: ✕ up to 3 junk you paid</source>
        <translation>Při koupi: ✕ až 3 veteše z platby</translation>
    </message>
    <message>
        <source>✕ market deck's top · buy the market discard's top</source>
        <translation>✕ vršek balíčku tržiště · kup vršek odhazovacího balíčku tržiště</translation>
    </message>
    <message>
        <source>3 from the market deck: keep 1, ✕ the rest</source>
        <translation>3 z balíčku tržiště: 1 si nech, ✕ zbytek</translation>
    </message>
    <message>
        <source>Pay with as many extra cards as you like</source>
        <translation>Plať libovolně mnoha kartami navíc</translation>
    </message>
    <message>
        <source>Deck ⇄ discard pile</source>
        <translation>Balíček ⇄ odhazovací balíček</translation>
    </message>
    <message>
        <source>Up to 2 players discard a random card</source>
        <translation>Až 2 hráči odloží náhodnou kartu</translation>
    </message>
    <message>
        <source>A hand card → another player's deck</source>
        <translation>Karta z ruky → balíček jiného hráče</translation>
    </message>
    <message>
        <source>Take a random card of a player, give 1 back</source>
        <translation>Vezmi hráči náhodnou kartu, 1 mu vrať</translation>
    </message>
    <message>
        <source>A player's top 2: ✕ 1, discard 1</source>
        <translation>Horní 2 karty hráče: ✕ 1, odlož 1</translation>
    </message>
    <message>
        <source>Another player's discard top → hand</source>
        <translation>Vršek odhozených jiného hráče → ruka</translation>
    </message>
    <message>
        <source>Its stack may hold junk</source>
        <translation>Její hromádka smí mít veteš</translation>
    </message>
    <message>
        <source>Its stack may mix animals</source>
        <translation>Její hromádka smí míchat zvířata</translation>
    </message>
    <message>
        <source>Its stack may take 1 from your discard pile</source>
        <translation>Její hromádka smí vzít 1 z odhazovacího balíčku</translation>
    </message>
    <message>
        <source>A stall card of another player ⇄ this</source>
        <translation>Karta ze stánku jiného hráče ⇄ tato</translation>
    </message>
    <message>
        <source>In a stack: 4 or 6</source>
        <translation>V hromádce: 4 nebo 6</translation>
    </message>
    <message>
        <source>After its stack: build one more</source>
        <translation>Po její hromádce postav ještě jednu</translation>
    </message>
    <message>
        <source>✕ an animal from your discard pile, draw 1 from the market deck</source>
        <translation>✕ kartu zvířete z odhazovacího balíčku, dober 1 z balíčku tržiště</translation>
    </message>
    <message>
        <source>New hand, then mix hands with a player</source>
        <translation>Nová ruka, pak ji zamíchej s rukou hráče</translation>
    </message>
    <message>
        <source>Market deck's top: your next stack, or ✕</source>
        <translation>Vršek balíčku tržiště: tvá další hromádka, nebo ✕</translation>
    </message>
    <message>
        <source>Hide a card: a player guesses its value</source>
        <translation>Skryj kartu: hráč hádá její hodnotu</translation>
    </message>
    <message>
        <source>= a card of your last stack</source>
        <translation>= karta tvé poslední hromádky</translation>
    </message>
    <message>
        <source>= another player's discard top</source>
        <translation>= vršek odhazovacího balíčku jiného hráče</translation>
    </message>
    <message>
        <source>= the market discard's top</source>
        <translation>= vršek odhazovacího balíčku tržiště</translation>
    </message>
    <message>
        <source>A market card ⇄ this</source>
        <translation>Karta z tržiště ⇄ tato</translation>
    </message>
    <message>
        <source>= a market card</source>
        <translation>= karta na tržišti</translation>
    </message>
    <message>
        <source>= another card in your hand</source>
        <translation>= jiná karta v ruce</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>Bez účinku</translation>
    </message>
    <message>
        <source>%1 drew 1 card from the market deck.</source>
        <translation>%1 si dobírá 1 kartu z balíčku tržiště.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n cards from the market deck.</source>
        <translation>
            <numerusform>%1 si dobírá %n kartu z balíčku tržiště.</numerusform>
            <numerusform>%1 si dobírá %n karty z balíčku tržiště.</numerusform>
            <numerusform>%1 si dobírá %n karet z balíčku tržiště.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew 1 card.</source>
        <translation>%1 si dobírá 1 kartu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n cards.</source>
        <translation>
            <numerusform>%1 si dobírá %n kartu.</numerusform>
            <numerusform>%1 si dobírá %n karty.</numerusform>
            <numerusform>%1 si dobírá %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took 1 card of junk.</source>
        <translation>%1 si bere 1 kartu veteše.</translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n cards of junk.</source>
        <translation>
            <numerusform>%1 si bere %n kartu veteše.</numerusform>
            <numerusform>%1 si bere %n karty veteše.</numerusform>
            <numerusform>%1 si bere %n karet veteše.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at 1 card from the market deck.</source>
        <translation>%1 si prohlíží 1 kartu z balíčku tržiště.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at %n cards from the market deck.</source>
        <translation>
            <numerusform>%1 si prohlíží %n kartu z balíčku tržiště.</numerusform>
            <numerusform>%1 si prohlíží %n karty z balíčku tržiště.</numerusform>
            <numerusform>%1 si prohlíží %n karet z balíčku tržiště.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at 1 card from %3's deck.</source>
        <translation>%1 si prohlíží 1 kartu z balíčku hráče %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at %n cards from %3's deck.</source>
        <translation>
            <numerusform>%1 si prohlíží %n kartu z balíčku hráče %3.</numerusform>
            <numerusform>%1 si prohlíží %n karty z balíčku hráče %3.</numerusform>
            <numerusform>%1 si prohlíží %n karet z balíčku hráče %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 looks at 1 card from the deck.</source>
        <translation>%1 si prohlíží 1 kartu ze svého balíčku.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at %n cards from the deck.</source>
        <translation>
            <numerusform>%1 si prohlíží %n kartu ze svého balíčku.</numerusform>
            <numerusform>%1 si prohlíží %n karty ze svého balíčku.</numerusform>
            <numerusform>%1 si prohlíží %n karet ze svého balíčku.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 swapped 1 card at random.</source>
        <translation>%1 a %2 si náhodně vyměňují 1 kartu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 swapped %n cards at random.</source>
        <translation>
            <numerusform>%1 a %2 si náhodně vyměňují %n kartu.</numerusform>
            <numerusform>%1 a %2 si náhodně vyměňují %n karty.</numerusform>
            <numerusform>%1 a %2 si náhodně vyměňují %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>a card</source>
        <translation>kartu</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1 (kopie karty %2)</translation>
    </message>
    <message>
        <source>Technique with a bonus action (+)</source>
        <translation>Technika s bonusovou akcí (+)</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technika</translation>
    </message>
    <message>
        <source>Passive: works while in your hand</source>
        <translation>Pasivní: působí, dokud je v ruce</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>Veteš</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>hodnota %1</translation>
    </message>
    <message>
        <source>This turn it copies %1:</source>
        <translation>V tomto tahu kopíruje kartu %1:</translation>
    </message>
    <message>
        <source>Its value this turn: %1</source>
        <translation>Její hodnota v tomto tahu: %1</translation>
    </message>
    <message>
        <source>Buy %1 for %2</source>
        <translation>Koupit kartu %1 za %2</translation>
    </message>
    <message>
        <source>Buy %1 from the market discard pile</source>
        <translation>Koupit kartu %1 z odhazovacího balíčku tržiště</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zahrát kartu %1</translation>
    </message>
    <message>
        <source>Build stack %1</source>
        <translation>Postavit hromádku %1</translation>
    </message>
    <message>
        <source>Discard cards</source>
        <translation>Odložit karty</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>Let %1 copy %2</source>
        <translation>Karta %1 kopíruje kartu %2</translation>
    </message>
    <message>
        <source>Roll the die for %1</source>
        <translation>Hodit kostkou za kartu %1</translation>
    </message>
    <message>
        <source>Throw away the top card of the market deck</source>
        <translation>Odhodit horní kartu balíčku tržiště</translation>
    </message>
    <message>
        <source>Pay with a card</source>
        <translation>Zaplatit kartou</translation>
    </message>
    <message>
        <source>Pay with %1 (%2)</source>
        <translation>Zaplatit kartou %1 (%2)</translation>
    </message>
    <message>
        <source>Put %1 into the stack</source>
        <translation>Dát kartu %1 do hromádky</translation>
    </message>
    <message>
        <source>Put %1 from your discard pile into the stack</source>
        <translation>Dát kartu %1 z odhazovacího balíčku do hromádky</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Odložit kartu %1</translation>
    </message>
    <message>
        <source>Throw away %1</source>
        <translation>Odhodit kartu %1</translation>
    </message>
    <message>
        <source>Build the stack</source>
        <translation>Postavit hromádku</translation>
    </message>
    <message>
        <source>Complete the purchase</source>
        <translation>Dokončit nákup</translation>
    </message>
    <message>
        <source>Cancel the stack</source>
        <translation>Zrušit hromádku</translation>
    </message>
    <message>
        <source>Cancel the purchase</source>
        <translation>Zrušit nákup</translation>
    </message>
    <message>
        <source>Build no further stack</source>
        <translation>Další hromádku nestavět</translation>
    </message>
    <message>
        <source>Finish discarding</source>
        <translation>Dokončit odkládání</translation>
    </message>
    <message>
        <source>Keep the other junk</source>
        <translation>Ostatní veteš si nechat</translation>
    </message>
    <message>
        <source>Choose no more players</source>
        <translation>Nevybírat další hráče</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Zvolit: %1</translation>
    </message>
    <message>
        <source>Guess %1</source>
        <translation>Tipnout %1</translation>
    </message>
    <message>
        <source>Set its value to %1</source>
        <translation>Nastavit hodnotu na %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Nechat si kartu %1</translation>
    </message>
    <message>
        <source>Put %1 back on your deck</source>
        <translation>Vrátit kartu %1 na balíček</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Vzít si: %1</translation>
    </message>
    <message>
        <source>Put %1 on the deck</source>
        <translation>Položit kartu %1 na balíček</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>Dát kartu %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Skrýt kartu %1</translation>
    </message>
    <message>
        <source>The game ended without a winner (round limit).</source>
        <translation>Hra skončila bez vítěze (limit kol).</translation>
    </message>
    <message>
        <source>%1 filled the stall and wins!</source>
        <translation>%1 zaplňuje stánek a vyhrává!</translation>
    </message>
    <message>
        <source>Your action: buy, play a technique, build a stack or discard</source>
        <translation>Tvoje akce: kup, zahraj techniku, postav hromádku nebo odlož karty</translation>
    </message>
    <message>
        <source>Bonus action: take another action, or end the turn</source>
        <translation>Bonusová akce: proveď další akci, nebo ukonči tah</translation>
    </message>
    <message>
        <source>Pay %1: drag cards from your hand onto the card</source>
        <translation>Zaplať %1: přetáhni karty z ruky na kartu</translation>
    </message>
    <message>
        <source>(%1 paid)</source>
        <translation>(zaplaceno %1)</translation>
    </message>
    <message>
        <source>Build stack %1: drag cards of one animal worth %1 onto it</source>
        <translation>Postav hromádku %1: přetáhni na ni karty jednoho zvířete v hodnotě %1</translation>
    </message>
    <message>
        <source>(%1 so far)</source>
        <translation>(zatím %1)</translation>
    </message>
    <message>
        <source>Drag or click the cards to discard, then click Finish discarding</source>
        <translation>Přetáhni karty, které odkládáš, nebo na ně klikni, a pak klikni na Dokončit odkládání</translation>
    </message>
    <message>
        <source>Winter Is Coming: you may build stack %1 too</source>
        <translation>Zima se blíží: smíš postavit i hromádku %1</translation>
    </message>
    <message>
        <source>Essential Purchase: throw away up to %1 of the junk you paid</source>
        <translation>Nezbytný nákup: odhoď až %1 z karet veteše v platbě</translation>
    </message>
    <message>
        <source>Wait for the other players</source>
        <translation>Počkej na ostatní hráče</translation>
    </message>
    <message>
        <source>⚂ Roll: add it to its value</source>
        <translation>⚂ Hoď: přičti k její hodnotě</translation>
    </message>
    <message>
        <source>⚂ Roll: swap that many cards with a player</source>
        <translation>⚂ Hoď: vyměň tolik karet s hráčem</translation>
    </message>
    <message>
        <source>Let a card copy another card</source>
        <translation>Karta kopíruje jinou kartu</translation>
    </message>
    <message>
        <source>Keep a card</source>
        <translation>Nechat si kartu</translation>
    </message>
    <message>
        <source>Put a card back on your deck</source>
        <translation>Vrátit kartu na balíček</translation>
    </message>
    <message>
        <source>Take a card into your hand</source>
        <translation>Vzít si kartu do ruky</translation>
    </message>
    <message>
        <source>Put a card on the deck</source>
        <translation>Položit kartu na balíček</translation>
    </message>
    <message>
        <source>Give a card</source>
        <translation>Dát kartu</translation>
    </message>
    <message>
        <source>Hide a card</source>
        <translation>Skrýt kartu</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Odložit kartu</translation>
    </message>
    <message>
        <source>Throw away a card</source>
        <translation>Odhodit kartu</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Vybrat kartu</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Zahrát kartu</translation>
    </message>
    <message>
        <source>Put a card into the stack</source>
        <translation>Dát kartu do hromádky</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Hodit kostkou</translation>
    </message>
    <message>
        <source>Blindfold: guess the value of %1's hidden card</source>
        <translation>Páska přes oči: uhodni hodnotu skryté karty hráče %1</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>druhého hráče</translation>
    </message>
    <message>
        <source>Swift Broker: click the cards of your hand in the order to discard them</source>
        <translation>Hbitý překupník: klikej na karty v ruce v pořadí, v jakém je odložíš</translation>
    </message>
    <message>
        <source>Whirligig: click the cards of your hand in the order to discard them</source>
        <translation>Káča: klikej na karty v ruce v pořadí, v jakém je odložíš</translation>
    </message>
    <message>
        <source>Shattered Relic: click a card of your hand to throw it away</source>
        <translation>Rozbitá relikvie: klikni na kartu v ruce, kterou odhodíš</translation>
    </message>
    <message>
        <source>Spyglass: click the card to keep</source>
        <translation>Dalekohled: klikni na kartu, kterou si necháš</translation>
    </message>
    <message>
        <source>Spyglass: click the card to put back first (the last one ends on top)</source>
        <translation>Dalekohled: klikni na kartu, kterou vrátíš jako první (poslední skončí navrchu)</translation>
    </message>
    <message>
        <source>Whirligig: click the player to trade hands with</source>
        <translation>Káča: klikni na hráče, s nímž promícháš ruce</translation>
    </message>
    <message>
        <source>New Season: click an animal card of your discard pile to throw away</source>
        <translation>Nová sezóna: klikni na kartu zvířete v odhazovacím balíčku, kterou odhodíš</translation>
    </message>
    <message>
        <source>Gamble: click the player to swap cards with</source>
        <translation>Hazard: klikni na hráče, s nímž si vyměníš karty</translation>
    </message>
    <message>
        <source>Blindfold: click the card to hide</source>
        <translation>Páska přes oči: klikni na kartu, kterou skryješ</translation>
    </message>
    <message>
        <source>Blindfold: click the player who guesses</source>
        <translation>Páska přes oči: klikni na hráče, který bude hádat</translation>
    </message>
    <message>
        <source>Blindfold: guess the value of the hidden card</source>
        <translation>Páska přes oči: uhodni hodnotu skryté karty</translation>
    </message>
    <message>
        <source>Blindfold: wrong guess, set the hidden card's value</source>
        <translation>Páska přes oči: špatný tip, urči hodnotu skryté karty</translation>
    </message>
    <message>
        <source>Loyal Partner: click the market cards in the order to throw them away</source>
        <translation>Věrný partner: klikej na karty na tržišti v pořadí, v jakém je odhodíš</translation>
    </message>
    <message>
        <source>Prepaid Good: click a market card to take</source>
        <translation>Předplacené zboží: klikni na kartu na tržišti, kterou si vezmeš</translation>
    </message>
    <message>
        <source>Special Offer: click the card to keep</source>
        <translation>Zvláštní nabídka: klikni na kartu, kterou si necháš</translation>
    </message>
    <message>
        <source>Special Offer: click the cards in the order to throw them away</source>
        <translation>Zvláštní nabídka: klikej na karty v pořadí, v jakém je odhodíš</translation>
    </message>
    <message>
        <source>Nuisance: click up to 2 players, then Done</source>
        <translation>Otrava: klikni až na 2 hráče, pak na Hotovo</translation>
    </message>
    <message>
        <source>Rotten Food: click the player whose deck gets a card</source>
        <translation>Zkažené jídlo: klikni na hráče, jemuž dáš kartu na balíček</translation>
    </message>
    <message>
        <source>Rotten Food: click the card to put on %1's deck</source>
        <translation>Zkažené jídlo: klikni na kartu, kterou položíš na balíček hráče %1</translation>
    </message>
    <message>
        <source>Dirty Exchange: click the player to steal from</source>
        <translation>Špinavá výměna: klikni na hráče, kterého okradeš</translation>
    </message>
    <message>
        <source>Dirty Exchange: click the card to give to %1</source>
        <translation>Špinavá výměna: klikni na kartu, kterou dáš hráči %1</translation>
    </message>
    <message>
        <source>Sabotage: click the player whose deck you look at</source>
        <translation>Sabotáž: klikni na hráče, jehož balíček si prohlédneš</translation>
    </message>
    <message>
        <source>Sabotage: click the card to throw away (the other is discarded)</source>
        <translation>Sabotáž: klikni na kartu, kterou odhodíš (druhá se odloží)</translation>
    </message>
    <message>
        <source>Treasure Hunter: click the player whose discard pile you take from</source>
        <translation>Lovec pokladů: klikni na hráče, z jehož odhazovacího balíčku si vezmeš kartu</translation>
    </message>
    <message>
        <source>Acorn: click a card in another player's stall</source>
        <translation>Žalud: klikni na kartu ve stánku jiného hráče</translation>
    </message>
    <message>
        <source>Gift Voucher: click a market card to take</source>
        <translation>Dárkový poukaz: klikni na kartu na tržišti, kterou si vezmeš</translation>
    </message>
    <message>
        <source>%1's turn (round %2).</source>
        <translation>Na tahu je %1 (kolo %2).</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3, paying with %4.</source>
        <translation>%1 kupuje kartu %2 za %3 a platí kartami: %4.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 hraje kartu %2.</translation>
    </message>
    <message>
        <source>%1 takes a bonus action.</source>
        <translation>%1 má bonusovou akci.</translation>
    </message>
    <message>
        <source>%1 built stack %2 from %3.</source>
        <translation>%1 staví hromádku %2 z karet: %3.</translation>
    </message>
    <message>
        <source>%1 filled the stall with 8 stacks and wins!</source>
        <translation>%1 zaplňuje stánek 8 hromádkami a vyhrává!</translation>
    </message>
    <message>
        <source>The round limit is reached: the game ends without a winner.</source>
        <translation>Limit kol je dosažen: hra končí bez vítěze.</translation>
    </message>
    <message>
        <source>%1 drew %2 from the market deck.</source>
        <translation>%1 si dobírá z balíčku tržiště: %2.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 si dobírá: %2.</translation>
    </message>
    <message>
        <source>%1 took %2 of junk.</source>
        <translation>%1 si bere veteš: %2.</translation>
    </message>
    <message>
        <source>%1 shuffled the discard pile into a new deck.</source>
        <translation>%1 míchá odhazovací balíček a tvoří z něj nový dobírací balíček.</translation>
    </message>
    <message>
        <source>The market discard pile was shuffled into a new market deck.</source>
        <translation>Odhazovací balíček tržiště se míchá a tvoří nový balíček tržiště.</translation>
    </message>
    <message>
        <source>%1 threw away %2.</source>
        <translation>%1 odhazuje kartu %2.</translation>
    </message>
    <message>
        <source>%2 was thrown away.</source>
        <translation>Karta %2 se odhazuje.</translation>
    </message>
    <message>
        <source>The market was refilled.</source>
        <translation>Tržiště se doplňuje.</translation>
    </message>
    <message>
        <source>%1's %2 copies %3.</source>
        <translation>Karta %2 hráče %1 kopíruje kartu %3.</translation>
    </message>
    <message>
        <source>%1 rolled %3 for %2.</source>
        <translation>%1 hází kostkou za kartu %2: %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 hází kostkou: %2.</translation>
    </message>
    <message>
        <source>%1 had to discard %2.</source>
        <translation>%1 musí odložit kartu %2.</translation>
    </message>
    <message>
        <source>%1 had to discard a card.</source>
        <translation>%1 musí odložit kartu.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1 odkládá kartu %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from the market and left the Gift Voucher in its slot.</source>
        <translation>%1 si bere z tržiště kartu %2 a na její místo dává Dárkový poukaz.</translation>
    </message>
    <message>
        <source>%1 took %2 from the market.</source>
        <translation>%1 si bere z tržiště kartu %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from %3's discard pile.</source>
        <translation>%1 si bere kartu %2 z odhazovacího balíčku hráče %3.</translation>
    </message>
    <message>
        <source>%1 took %2 from the discard pile.</source>
        <translation>%1 si bere kartu %2 z odhazovacího balíčku.</translation>
    </message>
    <message>
        <source>%1 looks at %2 from the market deck.</source>
        <translation>%1 si prohlíží z balíčku tržiště: %2.</translation>
    </message>
    <message>
        <source>%1 looks at %2 from %3's deck.</source>
        <translation>%1 si prohlíží z balíčku hráče %3: %2.</translation>
    </message>
    <message>
        <source>%1 looks at %2 from the deck.</source>
        <translation>%1 si prohlíží z balíčku: %2.</translation>
    </message>
    <message>
        <source>%1 and %2 shuffled their hands together and dealt them out again.</source>
        <translation>%1 a %2 míchají své karty z ruky dohromady a znovu je rozdávají.</translation>
    </message>
    <message>
        <source>%1's Charm turned up %2.</source>
        <translation>Talisman hráče %1 odkrývá kartu %2.</translation>
    </message>
    <message>
        <source>%1 and %2 swapped %3 at random.</source>
        <translation>%1 a %2 si náhodně vyměňují karty: %3.</translation>
    </message>
    <message>
        <source>The guess %3 was right: %1 discards %2.</source>
        <translation>Tip %3 je správný: %1 odkládá kartu %2.</translation>
    </message>
    <message>
        <source>The guess %3 was wrong: %1's hidden card was %2.</source>
        <translation>Tip %3 je špatný: skrytá karta hráče %1 je %2.</translation>
    </message>
    <message>
        <source>%1 set the value of %2 to %3.</source>
        <translation>%1 určuje kartě %2 hodnotu %3.</translation>
    </message>
    <message>
        <source>%1 swapped deck and discard pile.</source>
        <translation>%1 prohazuje dobírací a odhazovací balíček.</translation>
    </message>
    <message>
        <source>%1 put a card on top of %2's deck.</source>
        <translation>%1 dává kartu navrch balíčku hráče %2.</translation>
    </message>
    <message>
        <source>%1 took a random card from %2's hand.</source>
        <translation>%1 bere náhodnou kartu z ruky hráče %2.</translation>
    </message>
    <message>
        <source>%1 gave a card to %2.</source>
        <translation>%1 dává kartu hráči %2.</translation>
    </message>
    <message>
        <source>%1 took %2 from stack %3 of %4's stall.</source>
        <translation>%1 si bere kartu %2 z hromádky %3 ve stánku hráče %4.</translation>
    </message>
    <message>
        <source>Stacks in the stall</source>
        <translation>Hromádky ve stánku</translation>
    </message>
    <message>
        <source>Stall complete</source>
        <translation>Stánek dokončen</translation>
    </message>
    <message>
        <source>Hand %1 · deck %2 · discard %3 · stacks %4/8</source>
        <translation>Ruka %1 · balíček %2 · odloženo %3 · hromádky %4/8</translation>
    </message>
    <message>
        <source>%1 credit</source>
        <translation>kredit %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>the most valuable contract</source>
        <translation>nejcennějším kontraktem</translation>
    </message>
    <message>
        <source>the most buildings</source>
        <translation>nejvíce budovami</translation>
    </message>
    <message>
        <source>the most time tokens</source>
        <translation>nejvíce žetony času</translation>
    </message>
    <message>
        <source>the most goods</source>
        <translation>nejvíce zbožím</translation>
    </message>
    <message>
        <source>the most bonus cards</source>
        <translation>nejvíce bonusovými kartami</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>body: %1</translation>
    </message>
    <message>
        <source>%1 per type of %2 goods</source>
        <translation>%1 za každý druh zboží %2</translation>
    </message>
    <message>
        <source>%1 per type of goods stored</source>
        <translation>%1 za každý uskladněný druh zboží</translation>
    </message>
    <message>
        <source>%1 per %3 time tokens</source>
        <translation>%1 za každé %3 žetony času</translation>
    </message>
    <message>
        <source>%1 per time token (up to %4)</source>
        <translation>%1 za žeton času (nejvýše %4)</translation>
    </message>
    <message>
        <source>%1 points for the sole player with %5</source>
        <translation>%1 b. pro jediného hráče s %5</translation>
    </message>
    <message>
        <source>%1 per region with a contract and a bonus card</source>
        <translation>%1 za oblast s kontraktem i bonusovou kartou</translation>
    </message>
    <message>
        <source>2 per weapons type, 1 per raw material type</source>
        <translation>2 za druh zbraní, 1 za druh surovin</translation>
    </message>
    <message>
        <source>%1 points if stores %6 hold every type</source>
        <translation>%1 b., pokud skladiště %6 obsahují každý druh</translation>
    </message>
    <message>
        <source>%1 per good in the fullest of stores %6</source>
        <translation>%1 za zboží v nejplnějším ze skladišť %6</translation>
    </message>
    <message>
        <source>%1 per %3 goods</source>
        <translation>%1 za každé %3 zboží</translation>
    </message>
    <message>
        <source>%1 per colour with both goods stored</source>
        <translation>%1 za barvu, jejíž obě zboží máš uskladněna</translation>
    </message>
    <message>
        <source>%1 per bonus card</source>
        <translation>%1 za bonusovou kartu</translation>
    </message>
    <message>
        <source>%1 per contract of value %7 or more</source>
        <translation>%1 za kontrakt v hodnotě %7 nebo víc</translation>
    </message>
    <message>
        <source>%1 points if every store A-F holds a good</source>
        <translation>%1 b., pokud je v každém skladišti A–F zboží</translation>
    </message>
    <message>
        <source>%1 per region with a bonus card</source>
        <translation>%1 za oblast s bonusovou kartou</translation>
    </message>
    <message>
        <source>%1 per %2 good (up to %4)</source>
        <translation>%1 za zboží %2 (nejvýše %4)</translation>
    </message>
    <message>
        <source>%1 per contract</source>
        <translation>%1 za kontrakt</translation>
    </message>
    <message>
        <source>2★ per weapons type, 1★ per raw type</source>
        <translation>2★ za druh zbraní, 1★ surovin</translation>
    </message>
    <message>
        <source>Sell %1 for %2</source>
        <translation>Prodat %1 za %2</translation>
    </message>
    <message>
        <source>Spend %1 as %2</source>
        <translation>Utratit %1 jako %2</translation>
    </message>
    <message>
        <source>Buy the %1 for %2</source>
        <translation>Koupit za %2: %1</translation>
    </message>
    <message>
        <source>Take %1 into your hand</source>
        <translation>Vzít do ruky: %1</translation>
    </message>
    <message>
        <source>Move a supply cube into storage as %1</source>
        <translation>Přesunout kostičku z kartičky zásobování do skladiště jako %1</translation>
    </message>
    <message>
        <source>Discard the thalers over the limit</source>
        <translation>Odhodit tolary nad limit</translation>
    </message>
    <message>
        <source>Travel to %1</source>
        <translation>Cestovat do oblasti %1</translation>
    </message>
    <message>
        <source>Store a cube as %1</source>
        <translation>Uskladnit kostičku jako %1</translation>
    </message>
    <message>
        <source>Fulfil %1</source>
        <translation>Splnit %1</translation>
    </message>
    <message>
        <source>and take your hand contract as the reward</source>
        <translation>a jako odměnu vzít kontrakt z ruky</translation>
    </message>
    <message>
        <source>Trade 4 %1 for 1 %2</source>
        <translation>Směnit 4× %1 za 1× %2</translation>
    </message>
    <message>
        <source>Pay 4 time tokens for 1 %1</source>
        <translation>Zaplatit 4 žetony času za 1× %1</translation>
    </message>
    <message>
        <source>Done fulfilling contracts</source>
        <translation>Plnění kontraktů hotovo</translation>
    </message>
    <message>
        <source>Join the trip</source>
        <translation>Připojit se k cestě</translation>
    </message>
    <message>
        <source>Join the trip (pay %1 to %2)</source>
        <translation>Připojit se k cestě (zaplatit %1 hráči %2)</translation>
    </message>
    <message>
        <source>Do not join</source>
        <translation>Nepřipojit se</translation>
    </message>
    <message>
        <source>Accept this goods loss</source>
        <translation>Přijmout tuto ztrátu zboží</translation>
    </message>
    <message>
        <source>Turn up the next row's token instead</source>
        <translation>Místo toho otočit žeton další řady</translation>
    </message>
    <message>
        <source>Hand back 1 %1</source>
        <translation>Vrátit 1× %1</translation>
    </message>
    <message>
        <source>Offer nothing</source>
        <translation>Nic nenabízet</translation>
    </message>
    <message>
        <source>Offer %1</source>
        <translation>Nabídnout %1</translation>
    </message>
    <message>
        <source>%who spent %1 as %2.</source>
        <translation>%who utrácí %1 jako %2.</translation>
    </message>
    <message>
        <source>%who bought the bonus card %1 for %2.</source>
        <translation>%who kupuje bonusovou kartu %1 za %2.</translation>
    </message>
    <message>
        <source>%who had to buy the building %1 for %2.</source>
        <translation>%who musí koupit budovu %1 za %2.</translation>
    </message>
    <message>
        <source>%who bought the building %1 for %2.</source>
        <translation>%who kupuje budovu %1 za %2.</translation>
    </message>
    <message>
        <source>%who offered %1 to %2.</source>
        <translation>%who nabízí %1 hráči %2.</translation>
    </message>
    <message>
        <source>%who took %1, put %2 back and received %3.</source>
        <translation>%who bere %1, vrací %2 a dostává %3.</translation>
    </message>
    <message>
        <source>You are offered %1 to take %3 instead of %4. Accept?</source>
        <translation>Nabízejí ti %1, když si vezmeš %3 a vrátíš %4. Přijmout?</translation>
    </message>
    <message>
        <source>Accept the offers and swap the contract</source>
        <translation>Přijmout nabídky a vyměnit kontrakt</translation>
    </message>
    <message>
        <source>best contract</source>
        <translation>nejcennější kontrakt</translation>
    </message>
    <message>
        <source>most buildings</source>
        <translation>nejvíc budov</translation>
    </message>
    <message>
        <source>top contract</source>
        <translation>nejcennější kontrakt</translation>
    </message>
    <message>
        <source>most time tokens</source>
        <translation>nejvíc žetonů času</translation>
    </message>
    <message>
        <source>most goods</source>
        <translation>nejvíc zboží</translation>
    </message>
    <message>
        <source>most bonus cards</source>
        <translation>nejvíc bonusových karet</translation>
    </message>
    <message>
        <source>%1★ at the end</source>
        <translation>%1★ na konci hry</translation>
    </message>
    <message>
        <source>%1★ per type of %2</source>
        <translation>%1★ za druh: %2</translation>
    </message>
    <message>
        <source>%1★ per goods type</source>
        <translation>%1★ za druh zboží</translation>
    </message>
    <message>
        <source>%1★ per %3 time tokens</source>
        <translation>%1★ za každé %3 žetony času</translation>
    </message>
    <message>
        <source>%1★ per time token, max %4</source>
        <translation>%1★ za žeton času, max. %4</translation>
    </message>
    <message>
        <source>%1★: %5, alone</source>
        <translation>%1★: %5 (jediný hráč)</translation>
    </message>
    <message>
        <source>%1★ per region: contract + bonus</source>
        <translation>%1★ za oblast: kontrakt + bonus</translation>
    </message>
    <message>
        <source>2★ per weapons type, 1★ per raw</source>
        <translation>2★ za druh zbraní, 1★ surovin</translation>
    </message>
    <message>
        <source>%1★: %5, no tie</source>
        <translation>%1★: %5, bez remízy</translation>
    </message>
    <message>
        <source>%1★: top contract, no tie</source>
        <translation>%1★: nejcennější kontrakt, bez remízy</translation>
    </message>
    <message>
        <source>%1★: most buildings, no tie</source>
        <translation>%1★: nejvíc budov, bez remízy</translation>
    </message>
    <message>
        <source>%1★: most time tokens, no tie</source>
        <translation>%1★: nejvíc žetonů, bez remízy</translation>
    </message>
    <message>
        <source>%1★: most goods, no tie</source>
        <translation>%1★: nejvíc zboží, bez remízy</translation>
    </message>
    <message>
        <source>%1★: most bonus cards, no tie</source>
        <translation>%1★: nejvíc bonusů, bez remízy</translation>
    </message>
    <message>
        <source>2★ weapons type, 1★ raw type</source>
        <translation>2★ druh zbraní, 1★ druh surovin</translation>
    </message>
    <message>
        <source>%1★: every type in %6</source>
        <translation>%1★: každý druh v %6</translation>
    </message>
    <message>
        <source>%1★ per good, fullest of %6</source>
        <translation>%1★ za zboží, nejplnější z %6</translation>
    </message>
    <message>
        <source>%1★ per %3 goods</source>
        <translation>%1★ za každé %3 zboží</translation>
    </message>
    <message>
        <source>%1★ per colour with both goods</source>
        <translation>%1★ za barvu s oběma zbožími</translation>
    </message>
    <message>
        <source>%1★ per bonus card</source>
        <translation>%1★ za bonusovou kartu</translation>
    </message>
    <message>
        <source>%1★ per contract of %7+</source>
        <translation>%1★ za kontrakt %7+</translation>
    </message>
    <message>
        <source>%1★: a good in each of A–F</source>
        <translation>%1★: zboží v každém z A–F</translation>
    </message>
    <message>
        <source>%1★ per region with a bonus</source>
        <translation>%1★ za oblast s bonusem</translation>
    </message>
    <message>
        <source>%1★ per %2 good, max %4</source>
        <translation>%1★ za kus: %2, max. %4</translation>
    </message>
    <message>
        <source>%1★ per contract</source>
        <translation>%1★ za kontrakt</translation>
    </message>
    <message>
        <source>Buy the bonus card %1 for %2</source>
        <translation>Koupit bonusovou kartu %1 za %2</translation>
    </message>
    <message>
        <source>Buy the building %1 for %2</source>
        <translation>Koupit budovu %1 za %2</translation>
    </message>
    <message>
        <source>Keep the contract</source>
        <translation>Ponechat si kontrakt</translation>
    </message>
    <message>
        <source>Turn %1 (round %2): it is %who's turn.</source>
        <translation>Tah %1 (kolo %2): na tahu je %who.</translation>
    </message>
    <message>
        <source>%who's turn ends.</source>
        <translation>%who končí tah.</translation>
    </message>
    <message>
        <source>%who is done fulfilling contracts.</source>
        <translation>%who končí s plněním kontraktů.</translation>
    </message>
    <message>
        <source>%who sold %1 for %2.</source>
        <translation>%who prodává %1 za %2.</translation>
    </message>
    <message>
        <source>%who lost %1 of change.</source>
        <translation>%who přichází o drobné: %1.</translation>
    </message>
    <message>
        <source>%who discarded %1 over the limit.</source>
        <translation>%who odhazuje %1 nad limit.</translation>
    </message>
    <message>
        <source>%who bought the %1 for %2.</source>
        <translation>%who kupuje za %2: %1.</translation>
    </message>
    <message>
        <source>%who had to buy the %1 for %2.</source>
        <translation>%who musí koupit za %2: %1.</translation>
    </message>
    <message>
        <source>%who took %1 into hand.</source>
        <translation>%who si bere do ruky: %1.</translation>
    </message>
    <message>
        <source>New on display: %1.</source>
        <translation>Nově vyloženo: %1.</translation>
    </message>
    <message>
        <source>The bonus cards on display were replaced by four new ones.</source>
        <translation>Vyložené bonusové karty se nahrazují čtyřmi novými.</translation>
    </message>
    <message>
        <source>%who moved a supply cube into storage as %1.</source>
        <translation>%who přesouvá kostičku z kartičky zásobování do skladiště jako %1.</translation>
    </message>
    <message>
        <source>%who sent the Merkator to %1 and paid %2.</source>
        <translation>%who posílá Merkatora do oblasti %1 a platí %2.</translation>
    </message>
    <message>
        <source>%who sent the Merkator to %1.</source>
        <translation>%who posílá Merkatora do oblasti %1.</translation>
    </message>
    <message>
        <source>The solo deck turned up %1; %2 cards are left.</source>
        <translation>Sólový balíček odkrývá %1; zbývá karet: %2.</translation>
    </message>
    <message>
        <source>%who took a cube in %1 as %2.</source>
        <translation>%who bere v oblasti %1 kostičku jako %2.</translation>
    </message>
    <message>
        <source>%who received %1 × %2 from a bonus card.</source>
        <translation>%who dostává %1 × %2 z bonusové karty.</translation>
    </message>
    <message>
        <source>No region receives a new cube.</source>
        <translation>Žádná oblast nedostává novou kostičku.</translation>
    </message>
    <message>
        <source>New cubes arrive in %1.</source>
        <translation>Novou kostičku dostávají: %1.</translation>
    </message>
    <message>
        <source>%who gained %1.</source>
        <translation>%who získává %1.</translation>
    </message>
    <message>
        <source>The empty time chart is turned to ULTIMO and refilled with %1.</source>
        <translation>Prázdná tabulka času se otáčí na stranu ULTIMO a doplňuje se: %1.</translation>
    </message>
    <message>
        <source>Row %1 of the time chart is empty; its last token shows %2.</source>
        <translation>Řada %1 tabulky času je prázdná; její poslední žeton ukazuje %2.</translation>
    </message>
    <message>
        <source>%who turned up the first token of row %1 instead: %2.</source>
        <translation>%who místo toho otáčí první žeton řady %1: %2.</translation>
    </message>
    <message>
        <source>Goods loss: everyone hands back %1 from store %2.</source>
        <translation>Ztráta zboží: každý vrací %1 ze skladiště %2.</translation>
    </message>
    <message>
        <source>%who lost 1 %1.</source>
        <translation>%who ztrácí 1× %1.</translation>
    </message>
    <message>
        <source>%who fulfilled %1 with %2.</source>
        <translation>%who plní %1 (zboží: %2).</translation>
    </message>
    <message>
        <source>%who took %1 from hand as the reward.</source>
        <translation>%who si jako odměnu bere z ruky %1.</translation>
    </message>
    <message>
        <source>%who received %1.</source>
        <translation>%who dostává %1.</translation>
    </message>
    <message>
        <source>%1 now lies on top of the %2 deck.</source>
        <translation>Navrchu balíčku %2 teď leží %1.</translation>
    </message>
    <message>
        <source>%1 discarded contracts of value %2 form a new deck.</source>
        <translation>Odhozené kontrakty hodnoty %2 (%1) tvoří nový balíček.</translation>
    </message>
    <message>
        <source>No contract of value %1 is left for %who.</source>
        <translation>Pro hráče %who nezbyl žádný kontrakt hodnoty %1.</translation>
    </message>
    <message>
        <source>%who traded %1 %2 for 1 %3.</source>
        <translation>%who směňuje %1× %2 za 1× %3.</translation>
    </message>
    <message>
        <source>%who paid %1 for 1 %2.</source>
        <translation>%who platí %1 za 1× %2.</translation>
    </message>
    <message>
        <source>%who joined the trip to %1 and paid %2 to %3.</source>
        <translation>%who se připojuje k cestě do oblasti %1 a platí %2 hráči %3.</translation>
    </message>
    <message>
        <source>%who did not join the trip.</source>
        <translation>%who se k cestě nepřipojuje.</translation>
    </message>
    <message>
        <source>%who offered nothing.</source>
        <translation>%who nic nenabízí.</translation>
    </message>
    <message>
        <source>%who kept the contract and declined the offers.</source>
        <translation>%who si ponechává kontrakt a odmítá nabídky.</translation>
    </message>
    <message>
        <source>The Peace of Westphalia has been won: the last round is coming.</source>
        <translation>Vestfálský mír je uzavřen: blíží se poslední kolo.</translation>
    </message>
    <message>
        <source>The time chart is empty: the last round is coming.</source>
        <translation>Tabulka času je prázdná: blíží se poslední kolo.</translation>
    </message>
    <message>
        <source>The last round begins: everyone has one more turn.</source>
        <translation>Začíná poslední kolo: každý má ještě jeden tah.</translation>
    </message>
    <message>
        <source>The game is over: %1 points, %2.</source>
        <translation>Konec hry: počet bodů %1, %2.</translation>
    </message>
    <message>
        <source>The game is over. Winner: %1 with %2 points.</source>
        <translation>Konec hry. Vítězí %1 (počet bodů: %2).</translation>
    </message>
    <message>
        <source>below the beginner mark</source>
        <translation>pod hranicí začátečníka</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>začátečník</translation>
    </message>
    <message>
        <source>experienced merchant</source>
        <translation>zkušený kupec</translation>
    </message>
    <message>
        <source>MEGA-Merkator</source>
        <translation>MEGA-Merkator</translation>
    </message>
    <message>
        <source>You hold more than %1 thalers: buy a card or discard the excess, then travel.</source>
        <translation>Máš víc než %1 tolarů: kup kartu nebo odhoď přebytek, pak cestuj.</translation>
    </message>
    <message>
        <source>You hold %1 contracts: sell down to %2, then drag the Merkator to a region.</source>
        <translation>Máš kontraktů: %1. Prodávej, dokud ti jich nezůstane %2, pak přetáhni Merkatora do oblasti.</translation>
    </message>
    <message>
        <source>Invest (sell contracts, buy cards), then drag the Merkator to the region you travel to.</source>
        <translation>Investuj (prodávej kontrakty, kupuj karty), pak přetáhni Merkatora do oblasti, kam cestuješ.</translation>
    </message>
    <message>
        <source>Drag each cube from %1 onto a store: %2 left.</source>
        <translation>Přetáhni každou kostičku z oblasti %1 do skladiště: zbývá %2.</translation>
    </message>
    <message>
        <source>Click a contract for %1 to fulfil it; trade if needed; then Done.</source>
        <translation>Klikni na kontrakt pro oblast %1 a splň ho; v případě potřeby směňuj; pak Hotovo.</translation>
    </message>
    <message>
        <source>Join %1's trip to %2 for %3?</source>
        <translation>Připojit se k cestě hráče %1 do oblasti %2 za %3?</translation>
    </message>
    <message>
        <source>Goods loss %1: accept it, or turn up the first token of the next row instead.</source>
        <translation>Ztráta zboží %1: přijmi ji, nebo místo toho otoč první žeton další řady.</translation>
    </message>
    <message>
        <source>Click the goods in store %1 you hand back: %2.</source>
        <translation>Klikni ve skladišti %1 na zboží, které vracíš: %2.</translation>
    </message>
    <message>
        <source>%1 took %2: offer time tokens for the new %3?</source>
        <translation>%1 bere %2: nabídneš žetony času za nový %3?</translation>
    </message>
    <message>
        <source>%1 took %2: offer thalers or time tokens for the new %3?</source>
        <translation>%1 bere %2: nabídneš tolary nebo žetony času za nový %3?</translation>
    </message>
    <message>
        <source>Spending pressure: you must buy one of the buildings on display.</source>
        <translation>Nutnost utrácet: musíš koupit jednu z vyložených budov.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Five best contracts</source>
        <translation>Pět nejlepších kontraktů</translation>
    </message>
    <message>
        <source>Further contracts (half)</source>
        <translation>Další kontrakty (napůl)</translation>
    </message>
    <message>
        <source>different goods</source>
        <translation>různé zboží</translation>
    </message>
    <message>
        <source>Dotted lines are roads: a trip refills the regions joined to it.</source>
        <translation>Tečkované čáry jsou cesty: cesta doplní oblasti s ní spojené.</translation>
    </message>
    <message>
        <source>refill at %1+ cubes</source>
        <translation>doplnění při %1+ kostkách</translation>
    </message>
    <message>
        <source>refill: every region</source>
        <translation>doplnění: každá oblast</translation>
    </message>
    <message>
        <source>The Merkator: drag it onto the region you travel to</source>
        <translation>Merkator: přetáhni ho do oblasti, kam cestuješ</translation>
    </message>
    <message>
        <source>A %1 cube: it becomes %2 or %3</source>
        <translation>Kostička %1: stane se z ní %2 nebo %3</translation>
    </message>
    <message>
        <source>%1 cubes: %2 or %3</source>
        <translation>Kostičky %1: %2 nebo %3</translation>
    </message>
    <message>
        <source>Cubes lying here: %1</source>
        <translation>Kostičky zde: %1</translation>
    </message>
    <message>
        <source>A trip here refills: %1</source>
        <translation>Cesta sem doplní: %1</translation>
    </message>
    <message>
        <source>A trip here adds a cube to every main region holding %1 or more</source>
        <translation>Cesta sem přidá kostičku do každé hlavní oblasti, kde jich leží %1 či více</translation>
    </message>
    <message>
        <source>Gain %1</source>
        <translation>Získáš %1</translation>
    </message>
    <message>
        <source>Costs %1</source>
        <translation>Stojí %1</translation>
    </message>
    <message>
        <source>No time gained or paid</source>
        <translation>Žádný čas se nezíská ani neplatí</translation>
    </message>
    <message>
        <source>joining %1</source>
        <translation>připojení %1</translation>
    </message>
    <message>
        <source>Time chart (ULTIMO)</source>
        <translation>Tabulka času (ULTIMO)</translation>
    </message>
    <message>
        <source>General supply: %1</source>
        <translation>Společná zásoba: %1</translation>
    </message>
    <message>
        <source>Tokens gained come from the top-most row that still has tokens. When a row is emptied its letter is turned up: everyone hands back goods from that store (a double letter: two). When the chart is empty, the last round begins.</source>
        <translation>Získané žetony času se berou z nejvyšší řady, která ještě nějaké má. Když se řada vyprázdní, otočí se její písmeno: každý vrátí zboží z toho skladiště (dvojité písmeno: ze dvou). Když je tabulka prázdná, začíná poslední kolo.</translation>
    </message>
    <message>
        <source>%1 of %2 turns left</source>
        <translation>zbývá tahů: %1 z %2</translation>
    </message>
    <message>
        <source>Time supply: %1</source>
        <translation>Zásoba času: %1</translation>
    </message>
    <message>
        <source>Solo deck</source>
        <translation>Sólový balíček</translation>
    </message>
    <message>
        <source>Each trip turns up the top card of the solo deck onto its contract deck. The turn in which the Peace of Westphalia is drawn is the last.</source>
        <translation>Každá cesta otočí vrchní kartu sólového balíčku na příslušný balíček kontraktů. Tah, ve kterém se vytáhne Vestfálský mír, je poslední.</translation>
    </message>
    <message>
        <source>Your score now: %1 · %2</source>
        <translation>Tvé skóre teď: %1 · %2</translation>
    </message>
    <message>
        <source>Solo scale</source>
        <translation>Sólová stupnice</translation>
    </message>
    <message>
        <source>How good was it? 55 points: beginner, 60: experienced, 80: MEGA-Merkator.</source>
        <translation>Jak dobré to bylo? 55 bodů: začátečník, 60: zkušený, 80: MEGA-Merkator.</translation>
    </message>
    <message>
        <source>%1 more in the actions list</source>
        <translation>dalších %1 v seznamu akcí</translation>
    </message>
    <message>
        <source>Round %1 · turn %2 · %3 travels</source>
        <translation>Kolo %1 · tah %2 · cestuje %3</translation>
    </message>
    <message>
        <source>The last round starts after this turn.</source>
        <translation>Po tomto tahu začíná poslední kolo.</translation>
    </message>
    <message>
        <source>decides now</source>
        <translation>se teď rozhoduje</translation>
    </message>
    <message>
        <source>Store %1 loses goods. Or turn up the next row's first token instead.</source>
        <translation>Skladiště %1 přijde o zboží. Nebo místo toho otoč první žeton další řady.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Čeká se na: %1.</translation>
    </message>
    <message>
        <source>Time chart (back)</source>
        <translation>Tabulka času (rub)</translation>
    </message>
    <message>
        <source>%1: join for %2? — %3</source>
        <translation>%1: přidat se za %2? — %3</translation>
    </message>
    <message>
        <source>%1 more in the list</source>
        <translation>dalších %1 v seznamu</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>další: %1</translation>
    </message>
    <message>
        <source>Click for a menu of the other %1 choices</source>
        <translation>Kliknutím otevřeš nabídku dalších možností (%1)</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Poslední kolo</translation>
    </message>
    <message>
        <source>%1 decides now: join for %2 or not</source>
        <translation>%1 se teď rozhoduje: připojit se za %2, nebo ne</translation>
    </message>
    <message>
        <source>Then: %1</source>
        <translation>Potom: %1</translation>
    </message>
    <message>
        <source>Drag the white Merkator onto a region. Dimmed regions cost more time than you have.</source>
        <translation>Přetáhni bílého Merkatora do oblasti. Ztlumené oblasti stojí víc času, než máš.</translation>
    </message>
    <message>
        <source>Drag each cube onto one of the two lit stores.</source>
        <translation>Přetáhni každou kostičku do jednoho ze dvou zvýrazněných skladišť.</translation>
    </message>
    <message>
        <source>Click a lit contract; hover it to see the goods it takes.</source>
        <translation>Klikni na zvýrazněný kontrakt; najetím myší uvidíš, jaké zboží potřebuje.</translation>
    </message>
    <message>
        <source>Click the goods you hand back in the lit store.</source>
        <translation>Klikni ve zvýrazněném skladišti na zboží, které vracíš.</translation>
    </message>
    <message>
        <source>supply: %1</source>
        <translation>zásoba: %1</translation>
    </message>
    <message>
        <source>Your score now: %1</source>
        <translation>Tvé skóre teď: %1</translation>
    </message>
    <message>
        <source>Cards left in the deck</source>
        <translation>Karty zbývající v balíčku</translation>
    </message>
    <message>
        <source>Row %1 is empty, its token shows %2: everyone hands back goods from store %3. Or turn up the next row's first token; its letter counts instead.</source>
        <translation>Řada %1 je prázdná, její žeton ukazuje %2: každý vrátí zboží ze skladu %3. Nebo otoč první žeton další řady; pak platí jeho písmeno.</translation>
    </message>
    <message>
        <source>Offer time tokens (or nothing):</source>
        <translation>Nabídni žetony času (nebo nic):</translation>
    </message>
    <message>
        <source>Offer thalers and time tokens (or nothing):</source>
        <translation>Nabídni tolary a žetony času (nebo nic):</translation>
    </message>
    <message>
        <source>Take the new contract and all offers, and put yours back?</source>
        <translation>Vzít nový kontrakt a všechny nabídky a svůj vrátit?</translation>
    </message>
    <message>
        <source>Click a building on display to buy it.</source>
        <translation>Klikni na vyloženou budovu a kup ji.</translation>
    </message>
    <message>
        <source>Drag contracts onto Sell until you hold %1; then travel.</source>
        <translation>Přetahuj kontrakty na Prodat, dokud ti jich nezbude %1; pak cestuj.</translation>
    </message>
    <message>
        <source>Buy a card or press Discard excess before you travel.</source>
        <translation>Před cestou kup kartu nebo stiskni Odhodit přebytek.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Čeká se na: %1…</translation>
    </message>
    <message>
        <source>Yes, join and pay %1</source>
        <translation>Ano, připojím se a zaplatím %1</translation>
    </message>
    <message>
        <source>No, pass</source>
        <translation>Ne, vynechám</translation>
    </message>
    <message>
        <source>Accept loss</source>
        <translation>Přijmout ztrátu</translation>
    </message>
    <message>
        <source>Turn up next</source>
        <translation>Otočit další</translation>
    </message>
    <message>
        <source>Yes, swap</source>
        <translation>Ano, vyměnit</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Ne, ponechat</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <source>%1 thl. + %2 tok.</source>
        <translation>%1 tol. + %2 žet.</translation>
    </message>
    <message>
        <source>Discard excess</source>
        <translation>Odhodit přebytek</translation>
    </message>
    <message>
        <source>Contract decks: top card face up, discards in brackets</source>
        <translation>Balíčky kontraktů: vrchní karta lícem nahoru, odhozené v závorce</translation>
    </message>
    <message>
        <source>The %1 deck is empty</source>
        <translation>Balíček %1 je prázdný</translation>
    </message>
    <message>
        <source>%1 cards in this deck</source>
        <translation>Karet v tomto balíčku: %1</translation>
    </message>
    <message>
        <source>Drag it to your hand to keep it</source>
        <translation>Přetáhni ji do ruky a ponech si ji</translation>
    </message>
    <message>
        <source>%1 discarded contracts of this value</source>
        <translation>Odhozené kontrakty této hodnoty: %1</translation>
    </message>
    <message>
        <source>all</source>
        <translation>vše</translation>
    </message>
    <message>
        <source>Click to close %1's office</source>
        <translation>Kliknutím zavřeš úřad hráče %1</translation>
    </message>
    <message>
        <source>Click to open %1's office</source>
        <translation>Kliknutím otevřeš úřad hráče %1</translation>
    </message>
    <message>
        <source>%1's office, open for a look</source>
        <translation>Úřad hráče %1 – jen k nahlédnutí</translation>
    </message>
    <message>
        <source>Close this office</source>
        <translation>Zavřít tento úřad</translation>
    </message>
    <message>
        <source>time tokens</source>
        <translation>žetony času</translation>
    </message>
    <message>
        <source>Solo: %1 points, %2</source>
        <translation>Sólo: počet bodů %1, %2</translation>
    </message>
    <message>
        <source>The rulebook's scale: %1</source>
        <translation>Stupnice z pravidel: %1</translation>
    </message>
    <message>
        <source>%1 of %2 merchants for the Great Market</source>
        <translation>%1 z %2 obchodníků pro Velký trh</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 dominates %2</source>
        <translation>%1 ovládá čtvrť %2</translation>
    </message>
    <message>
        <source>Great Market under way</source>
        <translation>Velký trh právě probíhá</translation>
    </message>
    <message>
        <source>%1 merchants: enough for the Great Market</source>
        <translation>obchodníci: %1, dost pro Velký trh</translation>
    </message>
    <message>
        <source>Neighbours: %1</source>
        <translation>Sousedé: %1</translation>
    </message>
    <message>
        <source>Marketplace</source>
        <translation>Tržiště</translation>
    </message>
    <message>
        <source>Take up to 2 goods of one colour (at most 6 of each colour).</source>
        <translation>Vezmi si až 2 zboží jedné barvy (nejvýš 6 od každé barvy).</translation>
    </message>
    <message>
        <source>up to 2 of one colour</source>
        <translation>až 2 jedné barvy</translation>
    </message>
    <message>
        <source>Guild house</source>
        <translation>Cechovní dům</translation>
    </message>
    <message>
        <source>Place one merchant from your supply, or take up to two of yours back.</source>
        <translation>Umísti jednoho obchodníka ze zásoby, nebo si vezmi až dva své zpět.</translation>
    </message>
    <message>
        <source>place 1 merchant or take 2 back</source>
        <translation>umísti 1 obchodníka nebo vezmi 2 zpět</translation>
    </message>
    <message>
        <source>Great Market cards left: %1</source>
        <translation>Zbývá karet Velkého trhu: %1</translation>
    </message>
    <message>
        <source>%1 goods → %2 ★</source>
        <translation>%1 zboží → %2 ★</translation>
    </message>
    <message>
        <source>Great Market</source>
        <translation>Velký trh</translation>
    </message>
    <message>
        <source>each seller needs a merchant on the square</source>
        <translation>prodej jen s obchodníkem na náměstí</translation>
    </message>
    <message>
        <source>Great Market: whoever has a merchant on the square and enough goods must sell %1 goods for %2 prestige, then moves that merchant into a district; round after round until nobody can sell.</source>
        <translation>Velký trh: kdo má obchodníka na náměstí a dost zboží, musí prodat %1 zboží za %2 b. prestiže a pak toho obchodníka přesune do čtvrti; kolo za kolem, dokud nikdo nemůže prodat.</translation>
    </message>
    <message>
        <source>goal: %1 ★</source>
        <translation>cíl: %1 ★</translation>
    </message>
    <message>
        <source>%1 goods → %2 prestige</source>
        <translation>%1 zboží → %2 b. prestiže</translation>
    </message>
    <message>
        <source>opens with %1 merchants on the square</source>
        <translation>otevře se při %1 obchodnících na náměstí</translation>
    </message>
    <message>
        <source>selling: %1</source>
        <translation>prodává: %1</translation>
    </message>
    <message>
        <source>cards left: %1</source>
        <translation>zbývá karet: %1</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Úvod</translation>
    </message>
    <message>
        <source>Start of the turn</source>
        <translation>Začátek tahu</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Město</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacie</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Hlasování</translation>
    </message>
    <message>
        <source>Market control</source>
        <translation>Ovládnutí trhu</translation>
    </message>
    <message>
        <source>goal: %1 prestige</source>
        <translation>cíl: %1 b. prestiže</translation>
    </message>
    <message>
        <source>Prestige: the game ends at the start player's turn once someone has %1 or more.</source>
        <translation>Prestiž: hra končí na začátku tahu začínajícího hráče, jakmile má někdo %1 nebo víc bodů prestiže.</translation>
    </message>
    <message>
        <source>Click to open %1's whole board</source>
        <translation>Klikni a otevři celou desku hráče %1</translation>
    </message>
    <message>
        <source>%1 in the supply</source>
        <translation>%1 v zásobě</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n předmět</numerusform>
            <numerusform>%n předměty</numerusform>
            <numerusform>%n předmětů</numerusform>
        </translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 předmět</translation>
    </message>
    <message numerus="yes">
        <source>%n control cards</source>
        <translation>
            <numerusform>%n karta ovládnutí trhu</numerusform>
            <numerusform>%n karty ovládnutí trhu</numerusform>
            <numerusform>%n karet ovládnutí trhu</numerusform>
        </translation>
    </message>
    <message>
        <source>1 control card</source>
        <translation>1 karta ovládnutí trhu</translation>
    </message>
    <message>
        <source>No items or control cards yet</source>
        <translation>Zatím žádné předměty ani karty ovládnutí trhu</translation>
    </message>
    <message>
        <source>vote: %1</source>
        <translation>hlas: %1</translation>
    </message>
    <message>
        <source>vote chosen</source>
        <translation>hlas zvolen</translation>
    </message>
    <message>
        <source>Click to close %1's board</source>
        <translation>Klikni a zavři desku hráče %1</translation>
    </message>
    <message>
        <source>choosing a vote</source>
        <translation>volí hlas</translation>
    </message>
    <message>
        <source>Your items</source>
        <translation>Tvoje předměty</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 další</translation>
    </message>
    <message>
        <source>Open your whole board</source>
        <translation>Otevřít celou tvou desku</translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>Deska hráče %1</translation>
    </message>
    <message>
        <source>Close this board</source>
        <translation>Zavřít tuto desku</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestiž</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Na mapě</translation>
    </message>
    <message>
        <source>Items: %1</source>
        <translation>Předměty: %1</translation>
    </message>
    <message>
        <source>also</source>
        <translation>dále</translation>
    </message>
    <message>
        <source>Control cards: %1</source>
        <translation>Karty ovládnutí trhu: %1</translation>
    </message>
    <message>
        <source>choosing a vote…</source>
        <translation>volí hlas…</translation>
    </message>
    <message>
        <source>when bought</source>
        <translation>při koupi</translation>
    </message>
    <message>
        <source>start of turn</source>
        <translation>začátek tahu</translation>
    </message>
    <message>
        <source>when it applies</source>
        <translation>když nastane</translation>
    </message>
    <message>
        <source>%1 prestige</source>
        <translation>%1 b. prestiže</translation>
    </message>
    <message>
        <source>starting price: %1</source>
        <translation>vyvolávací cena: %1</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
    </message>
    <message>
        <source>Auction an item: the bids are goods, paid in any colours.</source>
        <translation>Vydražit předmět: přihazuje se zbožím, platí se v libovolných barvách.</translation>
    </message>
    <message>
        <source>deck: %1</source>
        <translation>balíček: %1</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Dražba</translation>
    </message>
    <message>
        <source>No auction under way. The active player opens one at the bazaar; the others raise in turn or drop out, and the opener may only match.</source>
        <translation>Žádná dražba neprobíhá. Hráč na tahu ji zahájí na bazaru; ostatní postupně přihazují nebo odstupují a zahajující smí jen dorovnat.</translation>
    </message>
    <message>
        <source>bid %1 · %2 leads</source>
        <translation>nabídka %1 · vede %2</translation>
    </message>
    <message>
        <source>still in: %1</source>
        <translation>dále draží: %1</translation>
    </message>
    <message>
        <source>out: %1</source>
        <translation>už nedraží: %1</translation>
    </message>
    <message>
        <source>Market control · %1 prestige each · deck %2</source>
        <translation>Ovládnutí trhu · po %1 b. prestiže · balíček %2</translation>
    </message>
    <message>
        <source>Market control · %1 ★ each · deck %2</source>
        <translation>Ovládnutí trhu · po %1 ★ · balíček %2</translation>
    </message>
    <message>
        <source>Dominate all three districts of a card (2 or more merchants and more than anyone else) to claim it in the market-control phase.</source>
        <translation>Ovládni všechny tři čtvrti karty (2 a více obchodníků a víc než kdokoli jiný) a získáš ji ve fázi ovládnutí trhu.</translation>
    </message>
    <message>
        <source>%1 may claim it</source>
        <translation>smí ji získat: %1</translation>
    </message>
    <message>
        <source>Bazaar · deck %1</source>
        <translation>Bazar · balíček %1</translation>
    </message>
    <message>
        <source>Waiting for the others</source>
        <translation>Čeká se na ostatní</translation>
    </message>
    <message>
        <source>Auction · bid %1</source>
        <translation>Dražba · nabídka %1</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>vede %1</translation>
    </message>
    <message>
        <source>in:</source>
        <translation>dražit:</translation>
    </message>
    <message>
        <source>Your secret vote</source>
        <translation>Tvůj tajný hlas</translation>
    </message>
    <message>
        <source>Your secret vote: nobody sees it until all have voted</source>
        <translation>Tvůj tajný hlas: nikdo ho neuvidí, dokud nehlasují všichni</translation>
    </message>
    <message>
        <source>1 · 2 · 3+</source>
        <translation>1 · 2 · 3+</translation>
    </message>
    <message>
        <source>Items of %1</source>
        <translation>Předměty: %1</translation>
    </message>
    <message>
        <source>your vote</source>
        <translation>tvůj hlas</translation>
    </message>
    <message>
        <source>Items bought at the bazaar lie here.</source>
        <translation>Zde leží předměty koupené na bazaru.</translation>
    </message>
    <message>
        <source>Drag or click on the table</source>
        <translation>Táhni nebo klikni na stole</translation>
    </message>
    <message>
        <source>goods left</source>
        <translation>zbývající zboží</translation>
    </message>
    <message>
        <source>An opened board lies over the city: close it first.</source>
        <translation>Přes město leží otevřená deska hráče: nejdřív ji zavři.</translation>
    </message>
    <message>
        <source>The city: ten districts around the square. Drag your merchants from your supply (in your panel) into a district, and the guild tokens from district to district.</source>
        <translation>Město: deset čtvrtí kolem náměstí. Táhni své obchodníky ze zásoby (ve svém panelu) do čtvrti a žetony cechů ze čtvrti do čtvrti.</translation>
    </message>
    <message>
        <source>At the bazaar, click an item to auction it; bid with the numbered buttons. Your vote card is chosen in secret, and control cards are claimed by dragging them onto your panel.</source>
        <translation>Na bazaru klikni na předmět a vydraž ho; přihazuj tlačítky s čísly. Hlasovací kartu volíš tajně a karty ovládnutí trhu získáš přetažením na svůj panel.</translation>
    </message>
    <message>
        <source>Bonus cards</source>
        <translation>Bonusové karty</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budovy</translation>
    </message>
    <message>
        <source>credit %1</source>
        <translation>kredit %1</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 b.</translation>
    </message>
    <message>
        <source>supply cubes %1 · bonus cards %2 · buildings %3</source>
        <translation>kostky v zásobě %1 · bonusové karty %2 · budovy %3</translation>
    </message>
    <message>
        <source>join for %1?</source>
        <translation>přidat se za %1?</translation>
    </message>
    <message>
        <source>may join next</source>
        <translation>může se přidat jako další</translation>
    </message>
    <message>
        <source>travelling</source>
        <translation>cestuje</translation>
    </message>
    <message>
        <source>investing</source>
        <translation>investuje</translation>
    </message>
    <message>
        <source>Office of %1</source>
        <translation>Úřad hráče %1</translation>
    </message>
    <message>
        <source>Contracts: %1</source>
        <translation>Kontrakty: %1</translation>
    </message>
    <message>
        <source>Goods: %1</source>
        <translation>Zboží: %1</translation>
    </message>
    <message>
        <source>Bonus cards: %1</source>
        <translation>Bonusové karty: %1</translation>
    </message>
    <message>
        <source>Buildings: %1</source>
        <translation>Budovy: %1</translation>
    </message>
    <message>
        <source>In hand: %1</source>
        <translation>V ruce: %1</translation>
    </message>
    <message>
        <source>%1 points now (%2 from the five best contracts, %3 from further contracts, %4 from buildings)</source>
        <translation>Body teď: %1 (pět nejlepších kontraktů %2, další kontrakty %3, budovy %4)</translation>
    </message>
    <message>
        <source>Store %1</source>
        <translation>Skladiště %1</translation>
    </message>
    <message>
        <source>Drag 4 %1 onto the good you need (4:1 trade)</source>
        <translation>Přetáhni 4× %1 na zboží, které potřebuješ (směna 4:1)</translation>
    </message>
    <message>
        <source>%1 cube · %2 · store %3</source>
        <translation>kostička %1 · %2 · skladiště %3</translation>
    </message>
    <message>
        <source>Your bonus cards and buildings lie here. Drag a card from the display here (or click it) to buy it.</source>
        <translation>Zde leží tvé bonusové karty a budovy. Kartu z nabídky kupuješ přetažením sem (nebo kliknutím).</translation>
    </message>
    <message>
        <source>Contract space %1 of 5: your five most valuable contracts score in full, the others half</source>
        <translation>Místo na kontrakt %1 z 5: pět nejcennějších kontraktů boduje plně, ostatní napůl</translation>
    </message>
    <message>
        <source>Click to fulfil</source>
        <translation>Klikni a splň</translation>
    </message>
    <message>
        <source>half value</source>
        <translation>poloviční hodnota</translation>
    </message>
    <message>
        <source>Spend: drop a contract here to pay with it</source>
        <translation>Utratit: polož sem kontrakt a zaplať jím</translation>
    </message>
    <message>
        <source>Sell: drop a contract here for its value in thalers</source>
        <translation>Prodat: polož sem kontrakt a dostaneš jeho hodnotu v tolarech</translation>
    </message>
    <message>
        <source>Hand: drag one card here per turn</source>
        <translation>Ruka: sem můžeš za tah přetáhnout jednu kartu</translation>
    </message>
    <message>
        <source>Fulfil</source>
        <translation>Splnit</translation>
    </message>
    <message>
        <source>Fulfilled</source>
        <translation>Splněno</translation>
    </message>
    <message>
        <source>½ value</source>
        <translation>½ hodnoty</translation>
    </message>
    <message>
        <source>Your bonus cards and buildings lie here: drag a card from the display here to buy it.</source>
        <translation>Zde leží tvé bonusové karty a budovy: kartu z nabídky koupíš přetažením sem.</translation>
    </message>
    <message>
        <source>No bonus cards or buildings yet.</source>
        <translation>Zatím žádné bonusové karty ani budovy.</translation>
    </message>
    <message>
        <source>Hand: one card per turn</source>
        <translation>Ruka: jedna karta za tah</translation>
    </message>
    <message>
        <source>Spend: drop a contract here</source>
        <translation>Utratit: polož sem kontrakt</translation>
    </message>
    <message>
        <source>Sell: drop a contract here</source>
        <translation>Prodat: polož sem kontrakt</translation>
    </message>
    <message>
        <source>Credit from spent contracts: %1</source>
        <translation>Kredit z utracených kontraktů: %1</translation>
    </message>
    <message>
        <source>Thalers: %1 (at most 15 when you travel)</source>
        <translation>Tolary: %1 (při cestě nejvýše 15)</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>kredit</translation>
    </message>
    <message>
        <source>thalers</source>
        <translation>tolary</translation>
    </message>
    <message>
        <source>Time tokens: %1. Pay them to travel far, to join a trip, or 4 for one needed good.</source>
        <translation>Žetony času: %1. Platíš jimi za dalekou cestu, za připojení k cestě nebo 4 za jedno potřebné zboží.</translation>
    </message>
    <message>
        <source>time</source>
        <translation>čas</translation>
    </message>
    <message>
        <source>Supply card</source>
        <translation>Kartička zásobování</translation>
    </message>
    <message>
        <source>Spare cubes: move one into storage (drag it onto a lit store) as either good of its colour. They are not goods yet, but goods loss cannot touch them.</source>
        <translation>Kostičky na kartičce zásobování: jednu přesuň do skladiště (přetáhni ji na zvýrazněné skladiště) jako jedno ze zboží její barvy. Ještě nejsou zbožím, ale ztráta zboží se jich netýká.</translation>
    </message>
    <message>
        <source>A %1 cube: drag it onto %2 or %3</source>
        <translation>Kostička %1: přetáhni ji na %2 nebo %3</translation>
    </message>
    <message>
        <source>14 points. Whoever fulfils a 10 while it lies here receives it; the last round follows.</source>
        <translation>14 bodů. Kdo splní kontrakt hodnoty 10, dokud tu leží, získá ho; následuje poslední kolo.</translation>
    </message>
    <message>
        <source>Deliver in %1: %2</source>
        <translation>Dodat do oblasti %1: %2</translation>
    </message>
    <message>
        <source>Fulfilling it brings the top contract of the next higher value; you keep this one.</source>
        <translation>Za splnění dostaneš vrchní kontrakt nejbližší vyšší hodnoty; tento si ponecháš.</translation>
    </message>
    <message>
        <source>+%1 · joining +%2</source>
        <translation>+%1 · při připojení +%2</translation>
    </message>
    <message>
        <source>Each trip to %1 brings %2 × %3 (%4 when you join someone's trip).</source>
        <translation>Každá cesta do oblasti %1 přinese %2 × %3 (%4, když se připojíš k cizí cestě).</translation>
    </message>
    <message>
        <source>At the end: %1</source>
        <translation>Na konci: %1</translation>
    </message>
    <message>
        <source>1 contract</source>
        <translation>1 kontrakt</translation>
    </message>
    <message numerus="yes">
        <source>%n contracts</source>
        <translation>
            <numerusform>%n kontrakt</numerusform>
            <numerusform>%n kontrakty</numerusform>
            <numerusform>%n kontraktů</numerusform>
        </translation>
    </message>
    <message>
        <source>1 building</source>
        <translation>1 budova</translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <translation>
            <numerusform>%n budova</numerusform>
            <numerusform>%n budovy</numerusform>
            <numerusform>%n budov</numerusform>
        </translation>
    </message>
    <message>
        <source>1 thaler</source>
        <translation>1 tolar</translation>
    </message>
    <message numerus="yes">
        <source>%n thalers</source>
        <translation>
            <numerusform>%n tolar</numerusform>
            <numerusform>%n tolary</numerusform>
            <numerusform>%n tolarů</numerusform>
        </translation>
    </message>
    <message>
        <source>1 time token</source>
        <translation>1 žeton času</translation>
    </message>
    <message numerus="yes">
        <source>%n time tokens</source>
        <translation>
            <numerusform>%n žeton času</numerusform>
            <numerusform>%n žetony času</numerusform>
            <numerusform>%n žetonů času</numerusform>
        </translation>
    </message>
    <message>
        <source>1 good</source>
        <translation>1 zboží</translation>
    </message>
    <message numerus="yes">
        <source>%n goods</source>
        <translation>
            <numerusform>%n zboží</numerusform>
            <numerusform>%n zboží</numerusform>
            <numerusform>%n zboží</numerusform>
        </translation>
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
        <source>The game cannot be autosaved (%1). You can play on; Kontor tries again after each move.</source>
        <translation>Hru nelze automaticky uložit (%1). Můžeš hrát dál; Kontor to zkusí znovu po každém tahu.</translation>
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
        <source>%1's move will be taken back. The others look away. Press Enter or click when ready.</source>
        <translation>Tah hráče %1 se vezme zpět. Ostatní se dívají jinam. Pak stiskni Enter nebo klikni.</translation>
    </message>
    <message>
        <source>%1's move will be played again. The others look away. Press Enter or click when ready.</source>
        <translation>Tah hráče %1 se zahraje znovu. Ostatní se dívají jinam. Pak stiskni Enter nebo klikni.</translation>
    </message>
    <message>
        <source>The others look away. Press Enter or click when ready.</source>
        <translation>Ostatní se dívají jinam. Pak stiskni Enter nebo klikni.</translation>
    </message>
    <message>
        <source>The others look away. Click when ready.</source>
        <translation>Ostatní se dívají jinam. Klikni, až to bude.</translation>
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
        <source>variant from the rulebook</source>
        <translation>varianta z pravidel</translation>
    </message>
    <message>
        <source>house rule</source>
        <translation>domácí pravidlo</translation>
    </message>
    <message>
        <source>Kontor only</source>
        <translation>jen v Kontoru</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>losem</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (místo %2)</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <translation>Místo %1: jméno</translation>
    </message>
    <message>
        <source>Seat %1: colour</source>
        <translation>Místo %1: barva</translation>
    </message>
    <message>
        <source>Seat %1: human or computer</source>
        <translation>Místo %1: člověk nebo počítač</translation>
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
        <source>Your corrections in %1 are used.</source>
        <translation>Použijí se tvoje opravy ze souboru %1.</translation>
    </message>
    <message>
        <source>More rules: Kontor's readings of unclear rules (%1)</source>
        <translation>Další pravidla: jak Kontor čte nejasná místa pravidel (%1)</translation>
    </message>
    <message>
        <source>Your overrides file has a mistake: %1</source>
        <translation>Ve tvém souboru oprav je chyba: %1</translation>
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
        <source>Give every player a different colour.</source>
        <translation>Dej každému hráči jinou barvu.</translation>
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
        <source>Tied on points with %1; decided by the tie-break: %2.</source>
        <translation>Stejný počet bodů jako %1; rozhodlo pravidlo pro shodu: %2.</translation>
    </message>
    <message>
        <source>Tied on points with %1; decided by the tie-break.</source>
        <translation>Stejný počet bodů jako %1; rozhodlo pravidlo pro shodu.</translation>
    </message>
    <message>
        <source>Kontor's strong AI with the same rules and modules: %1 on average, from %2 to %3 (%4)</source>
        <translation>Silný počítačový hráč Kontoru se stejnými pravidly a moduly: průměr %1, rozpětí %2 až %3 (%4)</translation>
    </message>
    <message>
        <source>Score by round</source>
        <translation>Body po kolech</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>Kolo po kole</translation>
    </message>
    <message>
        <source>Round by round: %1</source>
        <translation>Kolo po kole: %1</translation>
    </message>
    <message>
        <source>Step through the game and see what the strong AI thinks of every move</source>
        <translation>Projdi hru tah po tahu a podívej se, co si silný počítač myslí o každém tahu</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>a score with a fraction, 53½</comment>
        <translation>body: %1</translation>
    </message>
    <message>
        <source>New solo record: %1, %2 (best before: %3)</source>
        <translation>Nový sólový rekord: %1, %2 (dosud nejlépe %3)</translation>
    </message>
    <message>
        <source>New solo record: %1, %2 points (best before: %3)</source>
        <translation>Nový sólový rekord: %1, body: %2 (dosud nejlépe %3)</translation>
    </message>
    <message>
        <source>New record: %1, %2 points (best before: %3)</source>
        <translation>Nový rekord: %1, body: %2 (dosud nejlépe %3)</translation>
    </message>
    <message>
        <source>Best solo scores (%1): %2</source>
        <translation>Nejlepší sólové výsledky (%1): %2</translation>
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
        <translation>Při shodě</translation>
    </message>
    <message>
        <source>Tie-break: %1</source>
        <translation>Při shodě rozhoduje: %1</translation>
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
        <source>How fast the pieces that the others or the rules move travel across the table</source>
        <translation>Jak rychle se po stole přesouvají figurky, se kterými táhnou ostatní nebo pravidla</translation>
    </message>
    <message>
        <source>A letter or mark beside every colour</source>
        <translation>Písmeno nebo značka u každé barvy</translation>
    </message>
    <message>
        <source>Hand the screen over before every turn of another person</source>
        <translation>Předávat obrazovku před každým tahem jiného hráče</translation>
    </message>
    <message>
        <source>At a table of several people: also when the next decision shows nothing private (the cards in hand stay face down until asked for)</source>
        <translation>U stolu s více lidmi: i když další rozhodnutí neukazuje nic tajného (karty v ruce zůstávají lícem dolů, dokud si o ně hráč neřekne)</translation>
    </message>
    <message>
        <source>Colour cues</source>
        <translation>Barevné značky</translation>
    </message>
    <message>
        <source>Size of the table and text</source>
        <translation>Velikost stolu a písma</translation>
    </message>
    <message>
        <source>Hot seat</source>
        <translation>Hra u jedné obrazovky</translation>
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
        <translation>počet hráčů: %1–%2</translation>
    </message>
    <message>
        <source>solo mode</source>
        <translation>sólová hra</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
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
        <source>Other unfinished games:</source>
        <translation>Další rozehrané hry:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekordy</translation>
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
        <source>Column %1: drop a worker here (or click) to bid for the card</source>
        <translation>Sloupec %1: polož sem dělníka (nebo klikni) a uchází se o kartu</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Sloupec %1</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Trh</translation>
    </message>
    <message>
        <source>Market deck</source>
        <translation>Balíček tržiště</translation>
    </message>
    <message>
        <source>The market deck: it refills the market from the right.</source>
        <translation>Balíček tržiště: doplňuje tržiště zprava.</translation>
    </message>
    <message>
        <source>The junk pile: junk cards left to take</source>
        <translation>Balíček veteše: karty veteše, které zbývají</translation>
    </message>
    <message>
        <source>A card in this slot costs its value plus %1</source>
        <translation>Karta na tomto poli stojí svou hodnotu plus %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>price %1</source>
        <translation>cena %1</translation>
    </message>
    <message>
        <source>Market discard</source>
        <translation>Odhazovací balíček tržiště</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>Karet: %1</translation>
    </message>
    <message>
        <source>Market discard pile (%1): %2</source>
        <translation>Odhazovací balíček tržiště (%1): %2</translation>
    </message>
    <message>
        <source>Animals in play</source>
        <translation>Zvířata ve hře</translation>
    </message>
    <message>
        <source>%1 cards · junk pile %2</source>
        <translation>karet: %1 · veteš: %2</translation>
    </message>
    <message>
        <source>Paid so far / price</source>
        <translation>Zaplaceno / cena</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>Bonus action</source>
        <translation>Bonusová akce</translation>
    </message>
    <message>
        <source>%1 is looking at %2 cards</source>
        <translation>%1 si prohlíží karty: %2</translation>
    </message>
    <message>
        <source>Your hidden card: %1</source>
        <translation>Tvoje skrytá karta: %1</translation>
    </message>
    <message>
        <source>★ technique · + bonus action · hover a card for its text</source>
        <translation>★ technika · + bonusová akce · najeď na kartu pro její text</translation>
    </message>
    <message>
        <source>Your payment</source>
        <translation>Tvoje platba</translation>
    </message>
    <message>
        <source>Every card %1 this turn</source>
        <translation>Každá karta %1 v tomto tahu</translation>
    </message>
    <message>
        <source>%1 is worth %2 this turn</source>
        <translation>%1 má v tomto tahu hodnotu %2</translation>
    </message>
    <message>
        <source>%1 %2 this turn</source>
        <translation>%1 %2 v tomto tahu</translation>
    </message>
    <message>
        <source>hand %1 · deck %2 · %3 of 8 stacks</source>
        <translation>ruka %1 · balíček %2 · %3 z 8 hromádek</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>balíček</translation>
    </message>
    <message>
        <source>%1's deck</source>
        <translation>Balíček hráče %1</translation>
    </message>
    <message>
        <source>Discard pile (%1): %2</source>
        <translation>Odhazovací balíček (%1): %2</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>odhazovací</translation>
    </message>
    <message>
        <source>Stack %1: cards of one animal worth %1 together</source>
        <translation>Hromádka %1: karty jednoho zvířete v celkové hodnotě %1</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Hromádka %1</translation>
    </message>
    <message>
        <source>Stack %1: %2</source>
        <translation>Hromádka %1: %2</translation>
    </message>
    <message>
        <source>Click to close %1's area</source>
        <translation>Klikni a zavřeš oblast hráče %1</translation>
    </message>
    <message>
        <source>Click to open %1's whole area</source>
        <translation>Kliknutím otevřeš celou oblast hráče %1</translation>
    </message>
    <message>
        <source>%1's hand: %2 cards</source>
        <translation>Ruka hráče %1: karet %2</translation>
    </message>
    <message>
        <source>%1's deck: %2 cards</source>
        <translation>Balíček hráče %1: karet %2</translation>
    </message>
    <message>
        <source>%1 of 8 stacks</source>
        <translation>%1 z 8 hromádek</translation>
    </message>
    <message>
        <source>Close %1's area</source>
        <translation>Zavřít oblast hráče %1</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Tvůj balíček</translation>
    </message>
    <message>
        <source>On top, as you know: %1</source>
        <translation>Navrchu, jak víš: %1</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>Karet v ruce: %1</translation>
    </message>
    <message>
        <source>Discard pile, the top card first</source>
        <translation>Odhazovací balíček, vrchní karta první</translation>
    </message>
    <message>
        <source>Play area</source>
        <translation>Hrací plocha</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Hraje %1</translation>
    </message>
    <message>
        <source>Drop a technique here to play it</source>
        <translation>Sem přetáhni techniku, kterou chceš zahrát</translation>
    </message>
    <message>
        <source>The ocelot die (0, 1, 1, 2, 2, 3): drop Bold Haggler here to roll</source>
        <translation>Kostka ocelotů (0, 1, 1, 2, 2, 3): přetáhni sem Smělého smlouvače a hoď</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Nemáš v ruce žádnou kartu</translation>
    </message>
    <message>
        <source>Or drag a hand card there</source>
        <translation>Nebo tam přetáhni kartu z ruky</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Čeká se…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>%1 stacks</source>
        <translation>hromádky: %1</translation>
    </message>
    <message>
        <source>1 stack</source>
        <translation>1 hromádka</translation>
    </message>
    <message numerus="yes">
        <source>%n stacks</source>
        <translation>
            <numerusform>%n hromádka</numerusform>
            <numerusform>%n hromádky</numerusform>
            <numerusform>%n hromádek</numerusform>
        </translation>
    </message>
    <message>
        <source>As many stacks as %1; decided by the tie-break: %2.</source>
        <translation>Stejně hromádek jako %1; rozhodlo pravidlo pro shodu: %2.</translation>
    </message>
    <message>
        <source>As many stacks as %1; decided by the tie-break.</source>
        <translation>Stejně hromádek jako %1; rozhodlo pravidlo pro shodu.</translation>
    </message>
    <message>
        <source>New record: %1, %2 (best before: %3)</source>
        <translation>Nový rekord: %1, %2 (dosud nejlépe %3)</translation>
    </message>
    <message>
        <source>Stacks by round</source>
        <translation>Hromádky po kolech</translation>
    </message>
    <message>
        <source>completed the stall</source>
        <translation>dokončený stánek</translation>
    </message>
    <message>
        <source>%1 decides</source>
        <translation>rozhoduje %1</translation>
    </message>
    <message>
        <source>Buy · %1</source>
        <translation>Koupit · %1</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Start player: %1</source>
        <translation>První hráč: %1</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Poslední kolo!</translation>
    </message>
    <message>
        <source>cards left, and the fires to come</source>
        <translation>zbývající karty a požáry, které přijdou</translation>
    </message>
    <message>
        <source>%1: %2 cards left</source>
        <translation>%1 – zbývá karet: %2</translation>
    </message>
    <message>
        <source>fire, %1</source>
        <translation>požár, %1</translation>
    </message>
    <message>
        <source>A fire worth %1 is still in this pile</source>
        <translation>V této hromádce je ještě požár za %1</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Sáček</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Zásoba</translation>
    </message>
    <message>
        <source>Take %1 from the supply</source>
        <translation>Vzít ze zásoby: %1</translation>
    </message>
    <message>
        <source>Used cubes go to the supply, never back into the bag.</source>
        <translation>Použité kostky jdou do zásoby, nikdy zpět do sáčku.</translation>
    </message>
    <message>
        <source>Unloading:</source>
        <translation>Vykládka:</translation>
    </message>
    <message>
        <source>firemen %1</source>
        <translation>hasiči %1</translation>
    </message>
    <message>
        <source>Loading phase: %1 places the goods</source>
        <translation>Fáze nakládání: zboží umisťuje %1</translation>
    </message>
    <message>
        <source>Firemen: %1</source>
        <translation>Hasiči: %1</translation>
    </message>
    <message>
        <source>At a fire the strongest firemen gain its points and the weakest lose them</source>
        <translation>Při požáru získají body nejsilnější hasiči a nejslabší je ztratí</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>ships: %1</source>
        <translation>lodě: %1</translation>
    </message>
    <message>
        <source>firemen cards: %1</source>
        <translation>karty hasičů: %1</translation>
    </message>
    <message>
        <source>counting houses: %1</source>
        <translation>účtárny: %1</translation>
    </message>
    <message>
        <source>in the warehouse: %1</source>
        <translation>ve skladišti: %1</translation>
    </message>
    <message>
        <source>kept in the market hall: %1</source>
        <translation>ponecháno na tržnici: %1</translation>
    </message>
    <message>
        <source>fire points: %1</source>
        <translation>body za požáry: %1</translation>
    </message>
    <message>
        <source>workers at home: %1</source>
        <translation>dělníci doma: %1</translation>
    </message>
    <message>
        <source>Your contracts and merchants will lie here.</source>
        <translation>Zde budou ležet tvé smlouvy a kupci.</translation>
    </message>
    <message>
        <source>Keeps up to 4 cubes; 1 point each at the end</source>
        <translation>Pojme až 4 kostky; na konci 1 bod za každou</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Zatím žádné karty</translation>
    </message>
    <message numerus="yes">
        <source>%n more cards</source>
        <translation>
            <numerusform>ještě %n karta</numerusform>
            <numerusform>ještě %n karty</numerusform>
            <numerusform>ještě %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>No warehouse</source>
        <translation>Bez skladiště</translation>
    </message>
    <message>
        <source>Buy the Warehouse card to store cubes between rounds</source>
        <translation>Kup kartu Skladiště a můžeš uchovávat kostky mezi koly</translation>
    </message>
    <message>
        <source>1 point per cube at the end</source>
        <translation>na konci 1 bod za kostku</translation>
    </message>
    <message>
        <source>Convert</source>
        <translation>Přeměnit</translation>
    </message>
    <message>
        <source>3 cubes → 1 cube of your choice</source>
        <translation>3 kostky → 1 kostka podle výběru</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Prodat</translation>
    </message>
    <message>
        <source>2 cubes → 1 coin</source>
        <translation>2 kostky → 1 mince</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Ponechat</translation>
    </message>
    <message>
        <source>1 cube for later</source>
        <translation>1 kostka na později</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Dělníci</translation>
    </message>
    <message>
        <source>Drag this worker onto a column above a card</source>
        <translation>Přetáhni tohoto dělníka do sloupce nad kartou</translation>
    </message>
    <message>
        <source>Drag one onto a column</source>
        <translation>Přetáhni jednoho do sloupce</translation>
    </message>
    <message>
        <source>Quay</source>
        <translation>Nábřeží</translation>
    </message>
    <message>
        <source>Quay: cubes unloaded from your ships</source>
        <translation>Nábřeží: kostky vyložené z tvých lodí</translation>
    </message>
    <message>
        <source>In the loading phase your cubes appear here: drag each one to where it goes.</source>
        <translation>Ve fázi nakládání se tu objeví tvé kostky: přetáhni každou tam, kam patří.</translation>
    </message>
    <message>
        <source>Cubes unloaded from the ships bought this round lie here while they are loaded.</source>
        <translation>Tady leží kostky vyložené z lodí koupených v tomto kole, dokud se nenaloží.</translation>
    </message>
    <message>
        <source>Drop a cube from your ships here to give it up</source>
        <translation>Polož sem kostku z lodí, pokud se jí vzdáváš</translation>
    </message>
    <message>
        <source>Drop a cube here to give it up</source>
        <translation>Polož sem kostku, pokud se jí vzdáváš</translation>
    </message>
    <message>
        <source>A worker at home</source>
        <translation>Dělník doma</translation>
    </message>
    <message>
        <source>Click to see %1's whole area</source>
        <translation>Klikni a uvidíš celou oblast hráče %1</translation>
    </message>
    <message>
        <source>Click the strip to see everything</source>
        <translation>Klikni na pruh a uvidíš všechno</translation>
    </message>
    <message>
        <source>Other cards</source>
        <translation>Ostatní karty</translation>
    </message>
    <message>
        <source>You get one cube: click the good you want</source>
        <translation>Dostaneš jednu kostku: klikni na zboží, které chceš</translation>
    </message>
    <message>
        <source>coins left</source>
        <translation>zbylé mince</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>End your loading; cubes still lying loose go to the supply</source>
        <translation>Ukončit nakládání; volně ležící kostky jdou do zásoby</translation>
    </message>
    <message>
        <source>Firemen %1 (strength %2)</source>
        <translation>Hasiči %1 (síla %2)</translation>
    </message>
    <message>
        <source>Ships: %1</source>
        <translation>Lodě: %1</translation>
    </message>
    <message>
        <source>Counting houses: %1</source>
        <translation>Účtárny: %1</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>Zatím žádné</translation>
    </message>
    <message>
        <source>Deliver these goods:</source>
        <translation>Dodej toto zboží:</translation>
    </message>
    <message>
        <source>Unload its 3 cubes this round</source>
        <translation>Vylož její 3 kostky v tomto kole</translation>
    </message>
    <message>
        <source>Strength against fires</source>
        <translation>Síla proti požárům</translation>
    </message>
    <message>
        <source>1 more coin every income</source>
        <translation>o 1 minci víc při každém příjmu</translation>
    </message>
    <message>
        <source>Points for 1·2·3·4 counting houses</source>
        <translation>Body za 1·2·3·4 účtárny</translation>
    </message>
    <message>
        <source>Buys %1 for 1 coin each</source>
        <translation>Vykupuje %1 za 1 minci za kus</translation>
    </message>
    <message>
        <source>points at the end</source>
        <translation>body na konci</translation>
    </message>
    <message>
        <source>1 point per coin at the end</source>
        <translation>na konci 1 bod za minci</translation>
    </message>
    <message>
        <source>1 point per ship at the end</source>
        <translation>na konci 1 bod za loď</translation>
    </message>
    <message>
        <source>Complete: %1</source>
        <translation>Splněno: %1</translation>
    </message>
    <message>
        <source>Needs %1; %2 when complete</source>
        <translation>Potřebuje %1; po splnění %2</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 mince</translation>
    </message>
    <message>
        <source>1 card</source>
        <comment>how many a player holds</comment>
        <translation>1 karta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <comment>how many a player holds</comment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>1 worker at home</source>
        <translation>1 dělník doma</translation>
    </message>
    <message numerus="yes">
        <source>%n workers at home</source>
        <translation>
            <numerusform>%n dělník doma</numerusform>
            <numerusform>%n dělníci doma</numerusform>
            <numerusform>%n dělníků doma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mincí</numerusform>
        </translation>
    </message>
    <message>
        <source>any colour</source>
        <translation>libovolná barva</translation>
    </message>
    <message>
        <source>black or grey</source>
        <translation>černá nebo šedá</translation>
    </message>
    <message>
        <source>the industry track</source>
        <translation>průmyslová stupnice</translation>
    </message>
    <message>
        <source>Coal space: %1</source>
        <translation>Uhelné pole: %1</translation>
    </message>
    <message>
        <source>Engineer %1</source>
        <translation>Inženýr %1</translation>
    </message>
    <message>
        <source>Factory %1</source>
        <translation>Továrna %1</translation>
    </message>
    <message>
        <source>Locomotive %1</source>
        <translation>Lokomotiva %1</translation>
    </message>
    <message>
        <source>Track tile (1 space)</source>
        <translation>Destička trati (1 políčko)</translation>
    </message>
    <message numerus="yes">
        <source>Track tile (%n spaces)</source>
        <translation>
            <numerusform>Destička trati (%n políčko)</numerusform>
            <numerusform>Destička trati (%n políčka)</numerusform>
            <numerusform>Destička trati (%n políček)</numerusform>
        </translation>
    </message>
    <message>
        <source>Income token: %1</source>
        <translation>Žeton příjmu: %1</translation>
    </message>
    <message>
        <source>Foundry: %1</source>
        <translation>Slévárna: %1</translation>
    </message>
    <message>
        <source>Bonus token: %1</source>
        <translation>Bonusový žeton: %1</translation>
    </message>
    <message>
        <source>1 coal</source>
        <translation>1 uhlí</translation>
    </message>
    <message numerus="yes">
        <source>%n coal</source>
        <translation>
            <numerusform>%n uhlí</numerusform>
            <numerusform>%n uhlí</numerusform>
            <numerusform>%n uhlí</numerusform>
        </translation>
    </message>
    <message>
        <source>1 step with %1 rails</source>
        <translation>1 krok (kolejnice: %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n steps with %1 rails</source>
        <translation>
            <numerusform>%n krok (kolejnice: %1)</numerusform>
            <numerusform>%n kroky (kolejnice: %1)</numerusform>
            <numerusform>%n kroků (kolejnice: %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>(each on another line)</source>
        <translation>(každý na jiné trati)</translation>
    </message>
    <message>
        <source>1 industry step</source>
        <translation>1 krok v průmyslu</translation>
    </message>
    <message numerus="yes">
        <source>%n industry steps</source>
        <translation>
            <numerusform>%n krok v průmyslu</numerusform>
            <numerusform>%n kroky v průmyslu</numerusform>
            <numerusform>%n kroků v průmyslu</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Obsazeno: %1</translation>
    </message>
    <message>
        <source>Blocked by Emil (%1)</source>
        <translation>Blokuje Emil (%1)</translation>
    </message>
    <message>
        <source>%1: click to close the whole board</source>
        <translation>%1: kliknutím celou desku zavřeš</translation>
    </message>
    <message>
        <source>%1: click to open the whole board</source>
        <translation>%1: kliknutím otevřeš celou desku</translation>
    </message>
    <message>
        <source>Emil · %1 of %2 workers free</source>
        <translation>Emil · volní dělníci %1 z %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasuje</translation>
    </message>
    <message>
        <source>He gets another worker when you reach %1 points.</source>
        <translation>Dalšího dělníka dostane, až dosáhneš %1 bodů.</translation>
    </message>
    <message>
        <source>He has all his workers.</source>
        <translation>Má už všechny své dělníky.</translation>
    </message>
    <message>
        <source>Last card: %1</source>
        <translation>Poslední karta: %1</translation>
    </message>
    <message>
        <source>cards left %1 · engineers %2 · set aside %3</source>
        <translation>zbývá karet %1 · inženýři %2 · odloženo %3</translation>
    </message>
    <message>
        <source>discarded: %1</source>
        <translation>odloženo: %1</translation>
    </message>
    <message>
        <source>%1's board</source>
        <translation>Deska: %1</translation>
    </message>
    <message>
        <source>Close %1's board</source>
        <translation>Zavřít desku: %1</translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation>1 dělník</translation>
    </message>
    <message numerus="yes">
        <source>%n workers</source>
        <translation>
            <numerusform>%n dělník</numerusform>
            <numerusform>%n dělníci</numerusform>
            <numerusform>%n dělníků</numerusform>
        </translation>
    </message>
    <message>
        <source>1 rouble</source>
        <translation>1 rubl</translation>
    </message>
    <message numerus="yes">
        <source>%n roubles</source>
        <translation>
            <numerusform>%n rubl</numerusform>
            <numerusform>%n rubly</numerusform>
            <numerusform>%n rublů</numerusform>
        </translation>
    </message>
    <message>
        <source>free</source>
        <translation>zdarma</translation>
    </message>
    <message>
        <source>Engineers (the round clock)</source>
        <translation>Inženýři (ukazatel kol)</translation>
    </message>
    <message>
        <source>hire</source>
        <translation>najmout</translation>
    </message>
    <message>
        <source>use</source>
        <translation>použít</translation>
    </message>
    <message>
        <source>next locomotive: %1</source>
        <translation>další lokomotiva: %1</translation>
    </message>
    <message>
        <source>no locomotives left</source>
        <translation>lokomotivy došly</translation>
    </message>
    <message>
        <source>bonus tokens: %1</source>
        <translation>bonusové žetony: %1</translation>
    </message>
    <message>
        <source>“?” cards: %1</source>
        <translation>karty „?“: %1</translation>
    </message>
    <message>
        <source>end-game bonus cards: %1</source>
        <translation>karty závěrečné prémie: %1</translation>
    </message>
    <message>
        <source>Your workers: drag one onto an action space</source>
        <translation>Tví dělníci: přetáhni jednoho na akční políčko</translation>
    </message>
    <message>
        <source>Your roubles: drag one onto an action space to pay instead of a worker</source>
        <translation>Tvé rubly: přetáhni jeden na akční políčko a zaplať jím místo dělníka</translation>
    </message>
    <message>
        <source>“?” markers used: %1</source>
        <translation>použité žetony „?“: %1</translation>
    </message>
    <message>
        <source>Still to come: %1</source>
        <translation>Zbývají: %1</translation>
    </message>
    <message>
        <source>Your end-game bonus cards: %1</source>
        <translation>Tvé karty závěrečné prémie: %1</translation>
    </message>
    <message>
        <source>doublers: %1</source>
        <translation>zdvojovače: %1</translation>
    </message>
    <message>
        <source>round score now: %1</source>
        <translation>bodování kola teď: %1</translation>
    </message>
    <message>
        <source>With a stoker: it counts one higher</source>
        <translation>S topičem: počítá se o stupeň výš</translation>
    </message>
    <message>
        <source>factories: %1</source>
        <translation>továrny: %1</translation>
    </message>
    <message>
        <source>The industry track: drag an industry marker here to move it on</source>
        <translation>Průmyslová stupnice: přetáhni sem ukazatel průmyslu a posuň ho dál</translation>
    </message>
    <message>
        <source>Empty factory slot %1</source>
        <translation>Volné místo pro továrnu %1</translation>
    </message>
    <message>
        <source>With a stoker: it works twice</source>
        <translation>S topičem: pracuje dvakrát</translation>
    </message>
    <message>
        <source>Industry marker %1</source>
        <translation>Ukazatel průmyslu %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>poslední kolo</translation>
    </message>
    <message>
        <source>Emil</source>
        <translation>Emil</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Pořadí: %1</translation>
    </message>
    <message>
        <source>The order of play this round; a tick: passed</source>
        <translation>Pořadí na tahu v tomto kole; fajfka: pas</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>vrácená</translation>
    </message>
    <message>
        <source>Drag a factory onto a slot of your industry track</source>
        <translation>Přetáhni továrnu na místo na své průmyslové stupnici</translation>
    </message>
    <message>
        <source>industry %1 · factories %2 · engineers %3</source>
        <translation>průmysl %1 · továrny %2 · inženýři %3</translation>
    </message>
    <message>
        <source>Drag the locomotive onto a slot of one of your lines</source>
        <translation>Přetáhni lokomotivu na místo na některé své trati</translation>
    </message>
    <message>
        <source>Trans-Siberian</source>
        <translation>Transsibiřská</translation>
    </message>
    <message>
        <source>St. Petersburg</source>
        <translation>Petrohrad</translation>
    </message>
    <message>
        <source>Kiev</source>
        <translation>Kyjev</translation>
    </message>
    <message>
        <source>Nuremberg</source>
        <translation>Norimberk</translation>
    </message>
    <message>
        <source>Solo against Emil: %1 points</source>
        <translation>Sólo proti Emilovi: počet bodů %1</translation>
    </message>
    <message>
        <source>Engineers: you %1, Emil %2</source>
        <translation>Inženýři: ty %1, Emil %2</translation>
    </message>
    <message>
        <source>%1 coal</source>
        <comment>the side panel's summary</comment>
        <translation>uhlí: %1</translation>
    </message>
    <message>
        <source>Round %1 is scored: %2</source>
        <translation>Bodování %1. kola: %2</translation>
    </message>
    <message>
        <source>Round %1 is scored.</source>
        <translation>Bodování %1. kola proběhlo.</translation>
    </message>
    <message>
        <source>Choose your starting bonus first.</source>
        <translation>Nejdřív si vyber úvodní prémii.</translation>
    </message>
    <message>
        <source>Drop the locomotive on a lit slot of one of your lines: an empty slot, or a slot whose locomotive it replaces.</source>
        <translation>Polož lokomotivu na zvýrazněné místo některé své trati: volné, nebo to, jehož lokomotivu nahradí.</translation>
    </message>
    <message>
        <source>You have used this engineer this round.</source>
        <translation>Tento inženýr už v tomto kole pracoval.</translation>
    </message>
    <message>
        <source>Finish the action you are carrying out first.</source>
        <translation>Nejdřív dokonči rozehranou akci.</translation>
    </message>
    <message>
        <source>A rouble stands in for a worker only on a space you can take now and only beyond the roubles the space itself costs.</source>
        <translation>Rubl zastoupí dělníka jen na poli, které teď můžeš obsadit, a jen navíc k rublům, které pole samo stojí.</translation>
    </message>
    <message>
        <source>Drop the worker on a lit action space; the dim ones say on hover why they are closed.</source>
        <translation>Polož dělníka na zvýrazněné akční pole; tmavá pole po najetí myší řeknou, proč jsou zavřená.</translation>
    </message>
    <message>
        <source>A rail moves only with rail steps: take an action space that gives them first.</source>
        <translation>Kolejnice se posouvá jen kroky: nejdřív obsaď akční pole, které je dává.</translation>
    </message>
    <message>
        <source>None of your steps is for the %1 rail: %2.</source>
        <translation>Žádný z tvých kroků není pro kolejnici (%1): %2.</translation>
    </message>
    <message>
        <source>The black rail has reached the end of the line.</source>
        <translation>Černá kolejnice dojela na konec trati.</translation>
    </message>
    <message>
        <source>The %1 rail may not reach or pass the %2 rail ahead of it.</source>
        <translation>Kolejnice (%1) nesmí dojet ani předjet kolejnici (%2) před sebou.</translation>
    </message>
    <message>
        <source>These steps each go to another line, with another rail.</source>
        <translation>Každý z těchto kroků jde na jinou trať, jinou kolejnicí.</translation>
    </message>
    <message>
        <source>This rail cannot take a step now.</source>
        <translation>Tato kolejnice teď nemůže udělat krok.</translation>
    </message>
    <message>
        <source>The industry marker moves only with industry steps: take an action space that gives them first.</source>
        <translation>Ukazatel průmyslu se posouvá jen kroky průmyslu: nejdřív obsaď akční pole, které je dává.</translation>
    </message>
    <message>
        <source>An industry marker stops before the first empty factory slot: build a factory there first.</source>
        <translation>Ukazatel průmyslu se zastaví před prvním volným místem pro továrnu: nejdřív tam postav továrnu.</translation>
    </message>
    <message>
        <source>This rail cannot move on that line now: it may not reach or pass the rail of the colour before it, and your steps must allow its colour.</source>
        <translation>Tato kolejnice se teď na té trati nemůže posunout: nesmí dosáhnout kolejnice předchozí barvy ani ji předběhnout a tvé kroky musí její barvu dovolovat.</translation>
    </message>
    <message>
        <source>Drop the factory on the first free slot of your industry track; when all are full, on the factory it replaces.</source>
        <translation>Polož továrnu na první volné místo své průmyslové stupnice; když jsou všechna plná, na továrnu, kterou nahradí.</translation>
    </message>
    <message>
        <source>You cannot pay roubles instead of workers there now.</source>
        <translation>Tam teď nemůžeš platit rubly místo dělníků.</translation>
    </message>
    <message>
        <source>Colourless rails may stand on two lines only.</source>
        <translation>Bezbarvé kolejnice smějí stát jen na dvou tratích.</translation>
    </message>
    <message>
        <source>A track tile is laid only when your black rail reaches a station.</source>
        <translation>Destička trati se přikládá, jen když tvoje černá kolejnice dojede na stanici.</translation>
    </message>
    <message>
        <source>This tile has %1 spaces: %2 takes a tile of %3 spaces.</source>
        <translation>Tato destička má délku %1: do oblasti %2 patří destička o délce %3.</translation>
    </message>
    <message>
        <source>Drop the tile into the dashed area %1 of your board.</source>
        <translation>Polož destičku do čárkované oblasti %1 na své desce.</translation>
    </message>
    <message>
        <source>A stoker goes on a locomotive or factory that has none yet.</source>
        <translation>Topič patří na lokomotivu nebo továrnu, která ještě žádného nemá.</translation>
    </message>
    <message>
        <source>Drop the stoker on one of your locomotives or factories.</source>
        <translation>Polož topiče na jednu ze svých lokomotiv nebo továren.</translation>
    </message>
    <message>
        <source>Only the black rail chooses the branch, when it reaches space 9 of Munich.</source>
        <translation>Větev volí jen černá kolejnice, když dojede na 9. políčko Mnichova.</translation>
    </message>
    <message>
        <source>The stoker space takes coal, not workers: click it in your turn.</source>
        <translation>Pole topiče se platí uhlím, ne dělníky: klikni na něj ve svém tahu.</translation>
    </message>
    <message>
        <source>Germany: Munich forks at space 9 (drag the black rail onto Berlin or Hamburg); a station's dashed area takes a track tile from the offer on the right.</source>
        <translation>Německo: Mnichov se na 9. políčku větví (přetáhni černou kolejnici na Berlín nebo Hamburk); do čárkované oblasti u stanice patří destička trati z nabídky vpravo.</translation>
    </message>
    <message>
        <source>Coal: the coal table's stoker space and your foundries are free actions in your own turn, before or after its action: click them when they glow.</source>
        <translation>Uhlí: pole topiče na tabulce uhlí a tvoje slévárny jsou volné akce ve tvém tahu, před akcí nebo po ní: klikni na ně, když září.</translation>
    </message>
    <message>
        <source>Drag a worker from your board onto an action space at the top (a rouble may stand in for a worker). Dim spaces say on hover why they are closed.</source>
        <translation>Přetáhni dělníka ze své desky na akční políčko nahoře (dělníka může zastoupit rubl). U tmavých políček se po najetí myší dozvíš, proč jsou zavřená.</translation>
    </message>
    <message>
        <source>Your steps are spent on your own board below: drag a rail marker onto its line to move it one space on; a rail never reaches the rail of the colour before it.</source>
        <translation>Kroky utratíš na své desce dole: přetáhni kolejnici na její trať a posuneš ji o políčko dál; kolejnice nikdy nedosáhne kolejnice předchozí barvy.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 bod</translation>
    </message>
    <message>
        <source>1 doubler</source>
        <translation>1 žeton zdvojnásobení</translation>
    </message>
    <message numerus="yes">
        <source>%n doublers</source>
        <translation>
            <numerusform>%n žeton zdvojnásobení</numerusform>
            <numerusform>%n žetony zdvojnásobení</numerusform>
            <numerusform>%n žetonů zdvojnásobení</numerusform>
        </translation>
    </message>
    <message>
        <source>1 extra worker for this round</source>
        <translation>1 dělník navíc na toto kolo</translation>
    </message>
    <message numerus="yes">
        <source>%n extra workers for this round</source>
        <translation>
            <numerusform>%n dělník navíc na toto kolo</numerusform>
            <numerusform>%n dělníci navíc na toto kolo</numerusform>
            <numerusform>%n dělníků navíc na toto kolo</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, space %2</source>
        <translation>%1, políčko %2</translation>
    </message>
    <message>
        <source>%1: the dashed area takes a track tile of %2 spaces when the black rail reaches space %3</source>
        <translation>%1: do čárkované oblasti přijde destička trati o délce %2, až černá kolejnice dojede na políčko %3</translation>
    </message>
    <message>
        <source>%1: the branch from space %2 to space %3</source>
        <translation>%1: větev od políčka %2 do políčka %3</translation>
    </message>
    <message>
        <source>used this round: face down until the round is scored</source>
        <translation>v tomto kole použit: lícem dolů až do bodování kola</translation>
    </message>
    <message>
        <source>face up: click it in your turn to use it (before or after your action)</source>
        <translation>lícem nahoru: klikni na něj ve svém tahu a použij ho (před akcí nebo po ní)</translation>
    </message>
    <message>
        <source>Track tiles and income tokens</source>
        <translation>Destičky tratí a žetony příjmu</translation>
    </message>
    <message>
        <source>Drag it into the dashed area of your board</source>
        <translation>Přetáhni ji do čárkované oblasti své desky</translation>
    </message>
    <message>
        <source>Income tokens</source>
        <translation>Žetony příjmu</translation>
    </message>
    <message>
        <source>Income tokens face up: %1</source>
        <translation>Žetony příjmu lícem nahoru: %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> nebo </translation>
    </message>
    <message>
        <source>The branch is chosen when the black rail reaches space %1</source>
        <translation>Větev se volí, až černá kolejnice dojede na políčko %1</translation>
    </message>
    <message>
        <source>Income tokens face up: %1 of %2</source>
        <translation>Žetony příjmu lícem nahoru: %1 z %2</translation>
    </message>
    <message>
        <source>income tokens %1/%2</source>
        <translation>žetony příjmu %1/%2</translation>
    </message>
    <message>
        <source>the next locomotive</source>
        <translation>další lokomotiva</translation>
    </message>
    <message>
        <source>the next factory</source>
        <translation>další továrna</translation>
    </message>
    <message>
        <source>locomotive 9</source>
        <translation>lokomotiva 9</translation>
    </message>
    <message>
        <source>a new worker</source>
        <translation>nový dělník</translation>
    </message>
    <message>
        <source>an engineer</source>
        <translation>inženýr</translation>
    </message>
    <message>
        <source>hire the engineer</source>
        <translation>najmout inženýra</translation>
    </message>
    <message>
        <source>use the engineer's action</source>
        <translation>použít akci inženýra</translation>
    </message>
    <message>
        <source>an end-game bonus card</source>
        <translation>karta závěrečné prémie</translation>
    </message>
    <message>
        <source>a second industry marker</source>
        <translation>druhý ukazatel průmyslu</translation>
    </message>
    <message>
        <source>a “?” bonus marker</source>
        <translation>prémiový žeton „?“</translation>
    </message>
    <message>
        <source>a “?” card</source>
        <translation>karta „?“</translation>
    </message>
    <message>
        <source>the Kiev medal</source>
        <translation>kyjevská medaile</translation>
    </message>
    <message>
        <source>the revaluation tile</source>
        <translation>žeton zvýšení hodnoty</translation>
    </message>
    <message>
        <source>first place in the next round's order</source>
        <translation>první místo v pořadí příštího kola</translation>
    </message>
    <message>
        <source>second place in the next round's order</source>
        <translation>druhé místo v pořadí příštího kola</translation>
    </message>
    <message>
        <source>use an occupied action space again</source>
        <translation>znovu použít obsazené akční políčko</translation>
    </message>
    <message>
        <source>points equal to your highest locomotive</source>
        <translation>body podle tvé nejvyšší lokomotivy</translation>
    </message>
    <message>
        <source>points by a formula</source>
        <translation>body podle vzorce</translation>
    </message>
    <message>
        <source>a foundry from the display</source>
        <translation>slévárna z nabídky</translation>
    </message>
    <message>
        <source>a stoker for a locomotive or a factory</source>
        <translation>topič na lokomotivu nebo továrnu</translation>
    </message>
    <message>
        <source>a bonus token</source>
        <translation>bonusový žeton</translation>
    </message>
    <message>
        <source>1 random starting bonus</source>
        <translation>1 náhodný startovní bonus</translation>
    </message>
    <message numerus="yes">
        <source>%n random starting bonuses</source>
        <translation>
            <numerusform>%n náhodný startovní bonus</numerusform>
            <numerusform>%n náhodné startovní bonusy</numerusform>
            <numerusform>%n náhodných startovních bonusů</numerusform>
        </translation>
    </message>
    <message>
        <source>one of your factories works again</source>
        <translation>jedna z tvých továren pracuje znovu</translation>
    </message>
    <message>
        <source>build %1</source>
        <translation>postavit: %1</translation>
    </message>
    <message>
        <source>%1 black steps, and %2 more for each coal paid (at most %3 coal)</source>
        <translation>kroky černou kolejnicí: %1, a o %2 víc za každé zaplacené uhlí (nejvýš %3 uhlí)</translation>
    </message>
    <message>
        <source>Choose your starting bonus card</source>
        <translation>Vyber si úvodní prémiovou kartu</translation>
    </message>
    <message>
        <source>Drag a worker (or a rouble in its place) onto an action space, or pass</source>
        <translation>Přetáhni dělníka (nebo místo něj rubl) na akční políčko, nebo pasuj</translation>
    </message>
    <message>
        <source>Spend your steps: %1</source>
        <translation>Utrať své kroky: %1</translation>
    </message>
    <message>
        <source>Finish your action</source>
        <translation>Dokonči svou akci</translation>
    </message>
    <message>
        <source>Drag %1 onto a locomotive slot of one of your lines</source>
        <translation>Přetáhni na místo pro lokomotivu na některé své trati: %1</translation>
    </message>
    <message>
        <source>Choose one: %1</source>
        <translation>Vyber jedno: %1</translation>
    </message>
    <message>
        <source>Choose a “?” bonus marker</source>
        <translation>Vyber prémiový žeton „?“</translation>
    </message>
    <message>
        <source>Choose a “?” card</source>
        <translation>Vyber kartu „?“</translation>
    </message>
    <message>
        <source>Choose the occupied action space to use again</source>
        <translation>Vyber obsazené akční políčko, které použiješ znovu</translation>
    </message>
    <message>
        <source>Choose an end-game bonus card</source>
        <translation>Vyber kartu závěrečné prémie</translation>
    </message>
    <message>
        <source>You may move one of your workers to a free action space</source>
        <translation>Můžeš přesunout jednoho svého dělníka na volné akční políčko</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>Close %1? It becomes a stoker for a locomotive or a factory</source>
        <translation>Zavřít slévárnu (%1)? Stane se z ní topič pro lokomotivu nebo továrnu</translation>
    </message>
    <message>
        <source>Click the foundry you take from the display</source>
        <translation>Klikni na slévárnu, kterou si z nabídky bereš</translation>
    </message>
    <message>
        <source>Choose a bonus token</source>
        <translation>Vyber bonusový žeton</translation>
    </message>
    <message>
        <source>Choose the factory that works again</source>
        <translation>Vyber továrnu, která pracuje znovu</translation>
    </message>
    <message>
        <source>Pay coal for more black steps (2 for each coal)</source>
        <translation>Zaplať uhlím za další kroky černou kolejnicí (2 za každé uhlí)</translation>
    </message>
    <message>
        <source>Choose the factory slot for the coal factory</source>
        <translation>Vyber místo pro uhelnou továrnu</translation>
    </message>
    <message>
        <source>Drag the black rail onto space 9 of Berlin or Hamburg: the branch is chosen for good</source>
        <translation>Přetáhni černou kolejnici na 9. políčko Berlína nebo Hamburku: větev se tím zvolí natrvalo</translation>
    </message>
    <message>
        <source>Drag a track tile of %1 spaces from the offer into the dashed area %2</source>
        <translation>Přetáhni z nabídky do čárkované oblasti %2 destičku trati o délce %1</translation>
    </message>
    <message>
        <source>Click an income token in the display to take it, or skip</source>
        <translation>Klikni na žeton příjmu v nabídce a vezmi si ho, nebo ho vynech</translation>
    </message>
    <message>
        <source>take the next locomotive</source>
        <translation>vezmi další lokomotivu</translation>
    </message>
    <message>
        <source>take the next factory</source>
        <translation>vezmi další továrnu</translation>
    </message>
    <message>
        <source>Take the starting bonus: %1</source>
        <translation>Vzít úvodní prémii: %1</translation>
    </message>
    <message>
        <source>%1, paying 1 rouble instead of a worker</source>
        <translation>%1, za 1 rubl místo dělníka</translation>
    </message>
    <message numerus="yes">
        <source>%1, paying %n roubles instead of workers</source>
        <translation>
            <numerusform>%1, za %n rubl místo dělníků</numerusform>
            <numerusform>%1, za %n rubly místo dělníků</numerusform>
            <numerusform>%1, za %n rublů místo dělníků</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rail on the %2</source>
        <translation>%2: kolejnice %1</translation>
    </message>
    <message>
        <source>Move industry marker %1</source>
        <translation>Posunout ukazatel průmyslu %1</translation>
    </message>
    <message>
        <source>Locomotive onto the %1, slot %2</source>
        <translation>Lokomotiva: %1, místo %2</translation>
    </message>
    <message>
        <source>Put the locomotive back</source>
        <translation>Vrátit lokomotivu</translation>
    </message>
    <message>
        <source>Build %1</source>
        <translation>Postavit: %1</translation>
    </message>
    <message>
        <source>(replacing the factory in slot %1)</source>
        <translation>(místo továrny na pozici %1)</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>Možnost %1</translation>
    </message>
    <message>
        <source>Use again: %1</source>
        <translation>Znovu použít: %1</translation>
    </message>
    <message>
        <source>Done (forfeit the rest)</source>
        <translation>Hotovo (zbytek propadne)</translation>
    </message>
    <message>
        <source>Move a worker to %1</source>
        <translation>Přesunout dělníka: %1</translation>
    </message>
    <message>
        <source>Leave the workers where they are</source>
        <translation>Nechat dělníky, kde jsou</translation>
    </message>
    <message>
        <source>Stoker space: a stoker for 2 coal</source>
        <translation>Pole topiče: topič za 2 uhlí</translation>
    </message>
    <message>
        <source>Use %1 (2 coal)</source>
        <translation>Použít – %1 (2 uhlí)</translation>
    </message>
    <message>
        <source>Close the foundry: it becomes a stoker</source>
        <translation>Zavřít slévárnu: stane se topičem</translation>
    </message>
    <message>
        <source>Keep the foundry open</source>
        <translation>Nechat slévárnu otevřenou</translation>
    </message>
    <message>
        <source>Stoker onto the locomotive on the %1, slot %2</source>
        <translation>Topič na lokomotivu na trati %1, místo %2</translation>
    </message>
    <message>
        <source>Stoker onto the factory in slot %1</source>
        <translation>Topič na továrnu na místě %1</translation>
    </message>
    <message>
        <source>The factory in slot %1 works again</source>
        <translation>Továrna na místě %1 pracuje znovu</translation>
    </message>
    <message>
        <source>Pay no coal</source>
        <translation>Neplatit uhlí</translation>
    </message>
    <message>
        <source>Pay %1 for %2 more black steps</source>
        <translation>Zaplatit %1 za další kroky černou kolejnicí: %2</translation>
    </message>
    <message>
        <source>%1 into slot %2</source>
        <translation>%1 na místo %2</translation>
    </message>
    <message>
        <source>Munich continues to %1</source>
        <translation>Větev z Mnichova: %1</translation>
    </message>
    <message>
        <source>Take the income token: %1</source>
        <translation>Vzít žeton příjmu: %1</translation>
    </message>
    <message>
        <source>Use the income token: %1</source>
        <translation>Použít žeton příjmu: %1</translation>
    </message>
    <message>
        <source>%who took a bonus token: %1.</source>
        <translation>%who si bere bonusový žeton: %1.</translation>
    </message>
    <message>
        <source>%who took an income token: %1.</source>
        <translation>%who si bere žeton příjmu: %1.</translation>
    </message>
    <message>
        <source>%who turned an income token face down and used it: %1.</source>
        <translation>%who otáčí žeton příjmu lícem dolů a používá ho: %1.</translation>
    </message>
    <message>
        <source>The game begins: %1 rounds.</source>
        <translation>Hra začíná. Počet kol: %1.</translation>
    </message>
    <message>
        <source>Place a worker (or a rouble) or pass; glowing income tokens are free actions</source>
        <translation>Umísti dělníka (nebo rubl), nebo pasuj; zářící žetony příjmu jsou volné akce</translation>
    </message>
    <message>
        <source>Place a worker (or a rouble) or pass; glowing foundries and the stoker space are free actions</source>
        <translation>Umísti dělníka (nebo rubl), nebo pasuj; zářící slévárny a pole topiče jsou volné akce</translation>
    </message>
    <message>
        <source>Place a worker (or a rouble) or pass; glowing tokens, foundries and the stoker space are free actions</source>
        <translation>Umísti dělníka (nebo rubl), nebo pasuj; zářící žetony, slévárny a pole topiče jsou volné akce</translation>
    </message>
    <message>
        <source>Use another free action (they glow) or end your turn</source>
        <translation>Použij další volnou akci (září), nebo ukonči tah</translation>
    </message>
    <message>
        <source>(a returned one)</source>
        <translation>(z vrácených)</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Začíná %1. kolo.</translation>
    </message>
    <message>
        <source>It is the last round.</source>
        <translation>Je to poslední kolo.</translation>
    </message>
    <message>
        <source>%who took the starting bonus: %1.</source>
        <translation>%who si bere úvodní prémii: %1.</translation>
    </message>
    <message>
        <source>%who took %1.</source>
        <translation>%who si bere: %1.</translation>
    </message>
    <message>
        <source>%who took %1, paying 1 rouble.</source>
        <translation>%who si za 1 rubl bere: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%who took %1, paying %n roubles.</source>
        <translation>
            <numerusform>%who si za %n rubl bere: %1.</numerusform>
            <numerusform>%who si za %n rubly bere: %1.</numerusform>
            <numerusform>%who si za %n rublů bere: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who passed (1 point from the turn-order card).</source>
        <translation>%who pasuje (1 bod z karty pořadí).</translation>
    </message>
    <message numerus="yes">
        <source>%who passed (%n points from the turn-order card).</source>
        <translation>
            <numerusform>%who pasuje (%n bod z karty pořadí).</numerusform>
            <numerusform>%who pasuje (%n body z karty pořadí).</numerusform>
            <numerusform>%who pasuje (%n bodů z karty pořadí).</numerusform>
        </translation>
    </message>
    <message>
        <source>%who used %1.</source>
        <translation>%who používá: %1.</translation>
    </message>
    <message>
        <source>%who hired %1.</source>
        <translation>%who najímá: %1.</translation>
    </message>
    <message>
        <source>%1 leaves the engineer row unhired.</source>
        <translation>%1 odchází z řady inženýrů, aniž ho kdo najal.</translation>
    </message>
    <message>
        <source>%who moved the %1 rail on the %2 to space %3.</source>
        <translation>%who posouvá kolejnici (%1) na trati %2 na políčko %3.</translation>
    </message>
    <message>
        <source>%who unlocked the %1 rails.</source>
        <translation>%who odemyká kolejnice: %1.</translation>
    </message>
    <message>
        <source>%who reached a special space on %1: %2.</source>
        <translation>%who dosahuje zvláštního políčka (%1): %2.</translation>
    </message>
    <message>
        <source>%who gained a new worker.</source>
        <translation>%who získává nového dělníka.</translation>
    </message>
    <message>
        <source>%who moved the industry marker to space %1.</source>
        <translation>%who posouvá ukazatel průmyslu na políčko %1.</translation>
    </message>
    <message>
        <source>%who got a second industry marker.</source>
        <translation>%who získává druhý ukazatel průmyslu.</translation>
    </message>
    <message>
        <source>%who's %1 worked.</source>
        <translation>%1 hráče %who pracuje.</translation>
    </message>
    <message>
        <source>%who put %1 on the %2.</source>
        <translation>%who dává na trať %2: %1.</translation>
    </message>
    <message>
        <source>It replaces %1.</source>
        <translation>Nahrazuje: %1.</translation>
    </message>
    <message>
        <source>%who turned %1 over to its factory side.</source>
        <translation>%who otáčí na stranu továrny: %1.</translation>
    </message>
    <message>
        <source>%who put %1 back.</source>
        <translation>%who vrací: %1.</translation>
    </message>
    <message>
        <source>%who built %1.</source>
        <translation>%who staví: %1.</translation>
    </message>
    <message>
        <source>%who placed a doubler.</source>
        <translation>%who umisťuje žeton zdvojnásobení.</translation>
    </message>
    <message>
        <source>%who gained 1 rouble.</source>
        <translation>%who získává 1 rubl.</translation>
    </message>
    <message numerus="yes">
        <source>%who gained %n roubles.</source>
        <translation>
            <numerusform>%who získává %n rubl.</numerusform>
            <numerusform>%who získává %n rubly.</numerusform>
            <numerusform>%who získává %n rublů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who scored 1 point.</source>
        <translation>%who získává 1 bod.</translation>
    </message>
    <message numerus="yes">
        <source>%who scored %n points.</source>
        <translation>
            <numerusform>%who získává %n bod.</numerusform>
            <numerusform>%who získává %n body.</numerusform>
            <numerusform>%who získává %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who took 1 extra worker for this round.</source>
        <translation>%who si bere 1 dělníka navíc na toto kolo.</translation>
    </message>
    <message numerus="yes">
        <source>%who took %n extra workers for this round.</source>
        <translation>
            <numerusform>%who si bere %n dělníka navíc na toto kolo.</numerusform>
            <numerusform>%who si bere %n dělníky navíc na toto kolo.</numerusform>
            <numerusform>%who si bere %n dělníků navíc na toto kolo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who claimed first place in the next round's order.</source>
        <translation>%who obsazuje první místo v pořadí příštího kola.</translation>
    </message>
    <message>
        <source>%who claimed second place in the next round's order.</source>
        <translation>%who obsazuje druhé místo v pořadí příštího kola.</translation>
    </message>
    <message>
        <source>%who used the bonus marker: %1.</source>
        <translation>%who používá prémiový žeton: %1.</translation>
    </message>
    <message>
        <source>%who took the “?” card: %1.</source>
        <translation>%who si bere kartu „?“: %1.</translation>
    </message>
    <message>
        <source>%who used %1 again.</source>
        <translation>%who znovu používá: %1.</translation>
    </message>
    <message>
        <source>%who took an end-game bonus card.</source>
        <translation>%who si bere kartu závěrečné prémie.</translation>
    </message>
    <message>
        <source>%who looks through the end-game bonus cards.</source>
        <translation>%who prohlíží karty závěrečné prémie.</translation>
    </message>
    <message>
        <source>%who took the revaluation tile.</source>
        <translation>%who si bere žeton zvýšení hodnoty.</translation>
    </message>
    <message>
        <source>%who placed the Kiev medal.</source>
        <translation>%who umisťuje kyjevskou medaili.</translation>
    </message>
    <message>
        <source>%who let the remaining steps go.</source>
        <translation>%who nechává zbývající kroky propadnout.</translation>
    </message>
    <message>
        <source>The order for the next round: %1.</source>
        <translation>Pořadí v příštím kole: %1.</translation>
    </message>
    <message>
        <source>%who moved a worker to %1.</source>
        <translation>%who přesouvá dělníka: %1.</translation>
    </message>
    <message>
        <source>%who: %1 scores 1 point.</source>
        <translation>%who: karta závěrečné prémie „%1“ dává 1 bod.</translation>
    </message>
    <message numerus="yes">
        <source>%who: %1 scores %n points.</source>
        <translation>
            <numerusform>%who: karta závěrečné prémie „%1“ dává %n bod.</numerusform>
            <numerusform>%who: karta závěrečné prémie „%1“ dává %n body.</numerusform>
            <numerusform>%who: karta závěrečné prémie „%1“ dává %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%who is place %1 in the engineer majority: 1 point.</source>
        <translation>%who je ve většině inženýrů na %1. místě: 1 bod.</translation>
    </message>
    <message numerus="yes">
        <source>%who is place %1 in the engineer majority: %n points.</source>
        <translation>
            <numerusform>%who je ve většině inženýrů na %1. místě: %n bod.</numerusform>
            <numerusform>%who je ve většině inženýrů na %1. místě: %n body.</numerusform>
            <numerusform>%who je ve většině inženýrů na %1. místě: %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. Winner: %1.</source>
        <translation>Konec hry. Vítězí %1.</translation>
    </message>
    <message>
        <source>%who paid %1 for %2 black steps.</source>
        <translation>%who platí %1 za kroky černou kolejnicí: %2.</translation>
    </message>
    <message>
        <source>%who used the stoker space for %1.</source>
        <translation>%who využívá pole topiče za %1.</translation>
    </message>
    <message>
        <source>%1 is turned face up.</source>
        <translation>Otáčí se lícem nahoru: %1.</translation>
    </message>
    <message>
        <source>%who closed %1: it becomes a stoker.</source>
        <translation>%who zavírá slévárnu (%1): stává se z ní topič.</translation>
    </message>
    <message>
        <source>%who took a stoker (%1 left in the stack).</source>
        <translation>%who si bere topiče (v balíčku zbývá %1).</translation>
    </message>
    <message>
        <source>%who put a stoker on %1.</source>
        <translation>%who dává topiče: %1.</translation>
    </message>
    <message>
        <source>%who put a stoker on %1 on the %2.</source>
        <translation>%who dává topiče na trať %2: %1.</translation>
    </message>
    <message>
        <source>A stoker of %who leaves the game with its tile.</source>
        <translation>Topič hráče %who odchází se svou destičkou ze hry.</translation>
    </message>
    <message>
        <source>%who drew the starting bonuses: %1.</source>
        <translation>%who si losuje startovní bonusy: %1.</translation>
    </message>
    <message>
        <source>%who chose the branch: Munich continues to %1.</source>
        <translation>%who volí větev z Mnichova: %1.</translation>
    </message>
    <message>
        <source>%who laid a track tile in %1: %2.</source>
        <translation>%who přikládá destičku trati do oblasti %1: %2.</translation>
    </message>
    <message>
        <source>%who already has the %1 workers the board's spaces can give: no new worker.</source>
        <translation>%who už má všechny dělníky, které mohou dát políčka desky (%1): žádný nový dělník.</translation>
    </message>
    <message>
        <source>Emil reveals %1 and blocks it.</source>
        <translation>Emil otáčí kartu: %1. Toto políčko blokuje.</translation>
    </message>
    <message>
        <source>He sets %1 aside.</source>
        <translation>Odkládá stranou: %1.</translation>
    </message>
    <message>
        <source>Emil reveals %1 and discards it: %2</source>
        <translation>Emil otáčí kartu: %1. Odkládá ji: %2</translation>
    </message>
    <message>
        <source>Emil passes for the rest of the round.</source>
        <translation>Emil do konce kola pasuje.</translation>
    </message>
    <message>
        <source>Emil gets another worker: he now has %1.</source>
        <translation>Emil dostává dalšího dělníka: teď jich má %1.</translation>
    </message>
    <message>
        <source>Emil is place %1 in the engineer majority with %2 engineers.</source>
        <translation>Emil je ve většině inženýrů na %1. místě (inženýři: %2).</translation>
    </message>
    <message>
        <source>the space is already taken.</source>
        <translation>políčko je už obsazené.</translation>
    </message>
    <message>
        <source>he has too few workers left for it.</source>
        <translation>nemá na ně dost dělníků.</translation>
    </message>
    <message>
        <source>you cannot use rails of that colour yet.</source>
        <translation>kolejnice této barvy zatím nemůžeš používat.</translation>
    </message>
    <message>
        <source>there is no engineer on it.</source>
        <translation>není na něm žádný inženýr.</translation>
    </message>
    <message>
        <source>the space is not in this game.</source>
        <translation>toto políčko v této hře není.</translation>
    </message>
    <message>
        <source>%who scores 1 point on the %1</source>
        <translation>%who boduje na trati %1: 1 bod</translation>
    </message>
    <message numerus="yes">
        <source>%who scores %n points on the %1</source>
        <translation>
            <numerusform>%who boduje na trati %1: %n bod</numerusform>
            <numerusform>%who boduje na trati %1: %n body</numerusform>
            <numerusform>%who boduje na trati %1: %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>(up to space %1)</source>
        <translation>(až po políčko %1)</translation>
    </message>
    <message>
        <source>%who scores 1 point: %1</source>
        <translation>%who získává 1 bod: %1</translation>
    </message>
    <message numerus="yes">
        <source>%who scores %n points: %1</source>
        <translation>
            <numerusform>%who získává %n bod: %1</numerusform>
            <numerusform>%who získává %n body: %1</numerusform>
            <numerusform>%who získává %n bodů: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Kiev stars</source>
        <translation>Kyjevské hvězdy</translation>
    </message>
    <message>
        <source>Kiev medal</source>
        <translation>Kyjevská medaile</translation>
    </message>
    <message>
        <source>Hired engineers become your own action spaces.</source>
        <translation>Najatí inženýři se stanou tvými vlastními akčními políčky.</translation>
    </message>
    <message>
        <source>Empty locomotive slot</source>
        <translation>Volné místo pro lokomotivu</translation>
    </message>
    <message>
        <source>reach %1</source>
        <translation>dosah %1</translation>
    </message>
    <message>
        <source>%1: drag a rail marker here to move it one space on</source>
        <translation>%1: přetáhni sem kolejnici a posuneš ji o políčko dál</translation>
    </message>
    <message>
        <source>%1 rail</source>
        <translation>kolejnice: %1</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>Průmysl</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Pasování</translation>
    </message>
    <message>
        <source>Factories and engineers</source>
        <translation>Továrny a inženýři</translation>
    </message>
    <message>
        <source>End-game cards</source>
        <translation>Karty závěrečné prémie</translation>
    </message>
    <message>
        <source>Engineer majority</source>
        <translation>Většina inženýrů</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Hvězdy</translation>
    </message>
    <message>
        <source>Medal</source>
        <translation>Medaile</translation>
    </message>
    <message>
        <source>Another worker already stands on this space this round.</source>
        <translation>Na tomto políčku už v tomto kole stojí jiný dělník.</translation>
    </message>
    <message>
        <source>This space is covered in this game.</source>
        <translation>Toto políčko je v této hře zakryté.</translation>
    </message>
    <message>
        <source>You already hold the other turn-order space.</source>
        <translation>Už stojíš na druhém políčku pořadí.</translation>
    </message>
    <message>
        <source>You already stand on this space.</source>
        <translation>Na tomto políčku už stojíš.</translation>
    </message>
    <message>
        <source>This space opens only in the last round.</source>
        <translation>Toto políčko se otevírá až v posledním kole.</translation>
    </message>
    <message>
        <source>There is no engineer on this space.</source>
        <translation>Na tomto políčku není žádný inženýr.</translation>
    </message>
    <message>
        <source>You could not carry out this action in full, and actions on the main board must be.</source>
        <translation>Tuto akci nelze provést celou, a akce na hlavní desce se musí provést celé.</translation>
    </message>
    <message>
        <source>You do not have enough workers (or roubles to replace them).</source>
        <translation>Nemáš dost dělníků (ani rublů místo nich).</translation>
    </message>
    <message>
        <source>You do not have the roubles this space asks for.</source>
        <translation>Nemáš rubly, které toto políčko vyžaduje.</translation>
    </message>
    <message>
        <source>It is not your turn to place a worker.</source>
        <translation>Teď nejsi na tahu, nemůžeš umístit dělníka.</translation>
    </message>
    <message>
        <source>This move is not possible now.</source>
        <translation>Tento tah teď není možný.</translation>
    </message>
    <message>
        <source>%1 workers · %2 roubles</source>
        <translation>dělníci: %1 · rubly: %2</translation>
    </message>
    <message>
        <source>%1 points · %2 workers · %3 roubles</source>
        <translation>body: %1 · dělníci: %2 · rubly: %3</translation>
    </message>
    <message>
        <source>Cf</source>
        <translation>Ká</translation>
    </message>
    <message>
        <source>T</source>
        <translation>Č</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Š</translation>
    </message>
    <message>
        <source>R</source>
        <translation>Ku</translation>
    </message>
    <message>
        <source>Cp</source>
        <translation>Ko</translation>
    </message>
    <message>
        <source>winter</source>
        <translation>zima</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>jaro</translation>
    </message>
    <message>
        <source>summer</source>
        <translation>léto</translation>
    </message>
    <message>
        <source>autumn</source>
        <translation>podzim</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>konec</translation>
    </message>
    <message>
        <source>The first fire</source>
        <translation>První požár</translation>
    </message>
    <message>
        <source>The second fire</source>
        <translation>Druhý požár</translation>
    </message>
    <message>
        <source>The third fire</source>
        <translation>Třetí požár</translation>
    </message>
    <message>
        <source>The Fourth Fire</source>
        <translation>Čtvrtý požár</translation>
    </message>
    <message>
        <source>A fire</source>
        <translation>Požár</translation>
    </message>
    <message>
        <source>%1 from the warehouse</source>
        <translation>%1 ze skladiště</translation>
    </message>
    <message>
        <source>%1 from the market hall</source>
        <translation>%1 z tržnice</translation>
    </message>
    <message>
        <source>Place a worker in column %1</source>
        <translation>Postavit dělníka do sloupce %1</translation>
    </message>
    <message>
        <source>Done loading</source>
        <translation>Nakládání hotovo</translation>
    </message>
    <message>
        <source>Put %1 back into the supply</source>
        <translation>Vrátit do zásoby: %1</translation>
    </message>
    <message>
        <source>Deliver %1 to %2</source>
        <translation>Dodat na kartu %2: %1</translation>
    </message>
    <message>
        <source>Sell %1 to the %2 for 1 coin</source>
        <translation>Prodat kartě %2 za 1 minci: %1</translation>
    </message>
    <message>
        <source>Store %1 in the warehouse</source>
        <translation>Uskladnit ve skladišti: %1</translation>
    </message>
    <message>
        <source>Keep %1 in the market hall</source>
        <translation>Ponechat na tržnici: %1</translation>
    </message>
    <message>
        <source>Put %1 into the market hall to convert (3 cubes give 1 of your choice)</source>
        <translation>Dát na tržnici k přeměně: %1 (3 kostky dají 1 podle výběru)</translation>
    </message>
    <message>
        <source>Put %1 into the market hall to sell (2 cubes give 1 coin)</source>
        <translation>Dát na tržnici k prodeji: %1 (2 kostky dají 1 minci)</translation>
    </message>
    <message>
        <source>Place a worker above a card (%1 left)</source>
        <translation>Postav dělníka nad kartu (zbývá %1)</translation>
    </message>
    <message>
        <source>Buy %1 for %2, or decline it</source>
        <translation>Kup kartu %1 za %2, nebo ji odmítni</translation>
    </message>
    <message>
        <source>Load your cubes: drag each one onto a contract, a merchant, the warehouse, the market hall or the supply (%1 left); then click Done</source>
        <translation>Nakládej kostky: přetáhni každou na smlouvu, kupce, skladiště, tržnici nebo do zásoby (zbývá %1); pak klikni na Hotovo</translation>
    </message>
    <message>
        <source>Use your stored cubes if you like, then click Done</source>
        <translation>Použij uskladněné kostky, chceš-li, pak klikni na Hotovo</translation>
    </message>
    <message>
        <source>Choose the good your conversion gives: click a cube in the market hall</source>
        <translation>Vyber zboží, které přeměna přinese: klikni na kostku na tržnici</translation>
    </message>
    <message>
        <source>The game is over: %1 won</source>
        <translation>Konec hry: vítězí %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 is the start player.</source>
        <translation>Začíná kolo %1; první hráč: %2.</translation>
    </message>
    <message>
        <source>A fire breaks out: %1!</source>
        <translation>Vypuká požár: %1!</translation>
    </message>
    <message>
        <source>%1 is laid out in column %2 (%3).</source>
        <translation>Do sloupce %2 (%3) se vykládá karta %1.</translation>
    </message>
    <message>
        <source>The ship in column %1 is loaded with %2.</source>
        <translation>Loď ve sloupci %1 je naložena: %2.</translation>
    </message>
    <message>
        <source>%1 (%2): firemen strength %3.</source>
        <translation>%1 (%2): síla hasičů %3.</translation>
    </message>
    <message>
        <source>Everyone is equally strong: nobody gains or loses points.</source>
        <translation>Všichni jsou stejně silní: nikdo body nezíská ani neztratí.</translation>
    </message>
    <message>
        <source>Buy the offered card</source>
        <translation>Koupit nabízenou kartu</translation>
    </message>
    <message>
        <source>1 coin</source>
        <comment>a price, after 'for'</comment>
        <translation>1 minci</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <comment>a price, after 'for'</comment>
        <translation>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mincí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Decline the offered card</source>
        <translation>Odmítnout nabízenou kartu</translation>
    </message>
    <message>
        <source>%1 breaks out!</source>
        <translation>%1 vypuká!</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 získává %2.</translation>
    </message>
    <message>
        <source>%1 gain %2.</source>
        <translation>%1 získávají %2.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 ztrácí %2.</translation>
    </message>
    <message>
        <source>%1 lose %2.</source>
        <translation>%1 ztrácejí %2.</translation>
    </message>
    <message>
        <source>Only the Fourth Fire is left in the deck: round %1 is the last round.</source>
        <translation>V balíčku zbývá jen Čtvrtý požár: kolo %1 je poslední.</translation>
    </message>
    <message>
        <source>%1 places a worker in column %2 (space %3).</source>
        <translation>%1 staví dělníka do sloupce %2 (místo %3).</translation>
    </message>
    <message>
        <source>%1 cannot pay %2 for %3 and takes the worker back.</source>
        <translation>%1 nemůže zaplatit %2 za kartu %3 a bere si dělníka zpět.</translation>
    </message>
    <message>
        <source>%1 declines %3 at %2 and takes the worker back.</source>
        <translation>%1 odmítá kartu %3 za %2 a bere si dělníka zpět.</translation>
    </message>
    <message>
        <source>%1 bought %2 for %3.</source>
        <translation>%1 kupuje kartu %2 za %3.</translation>
    </message>
    <message>
        <source>Nobody bought %1; it is discarded.</source>
        <translation>Kartu %1 nikdo nekupuje; jde na odkládací balíček.</translation>
    </message>
    <message>
        <source>Its cubes go to the supply: %1.</source>
        <translation>Její kostky jdou do zásoby: %1.</translation>
    </message>
    <message>
        <source>%1 unloads a ship: %2.</source>
        <translation>%1 vykládá loď: %2.</translation>
    </message>
    <message>
        <source>%1 loads goods.</source>
        <translation>%1 nakládá zboží.</translation>
    </message>
    <message>
        <source>%1 delivers %2 to %3.</source>
        <translation>%1 dodává na kartu %3: %2.</translation>
    </message>
    <message>
        <source>The contract is complete!</source>
        <translation>Smlouva je splněna!</translation>
    </message>
    <message>
        <source>%1 sells %2 to the %3 for %4.</source>
        <translation>%1 prodává kartě %3: %2 (zisk: %4).</translation>
    </message>
    <message>
        <source>%1 stores %2 in the warehouse.</source>
        <translation>%1 ukládá do skladiště: %2.</translation>
    </message>
    <message>
        <source>%1 keeps %2 in the market hall.</source>
        <translation>%1 si ponechává na tržnici: %2.</translation>
    </message>
    <message>
        <source>The %1 kept before goes to the supply.</source>
        <translation>Dříve ponechaná kostka (%1) jde do zásoby.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market hall to convert (%3 of 3).</source>
        <translation>%1 dává na tržnici k přeměně (%3 ze 3): %2.</translation>
    </message>
    <message>
        <source>%1 converts %2 in the market hall.</source>
        <translation>%1 přeměňuje na tržnici: %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the supply.</source>
        <translation>%1 bere ze zásoby: %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market hall to sell (%3 of 2).</source>
        <translation>%1 dává na tržnici k prodeji (%3 ze 2): %2.</translation>
    </message>
    <message>
        <source>%1 sells %2 in the market hall for %3.</source>
        <translation>%1 prodává na tržnici: %2 (zisk: %3).</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the supply.</source>
        <translation>%1 vrací do zásoby: %2.</translation>
    </message>
    <message>
        <source>%1 has finished loading.</source>
        <translation>%1 končí nakládání.</translation>
    </message>
    <message>
        <source>Left over, to the supply: %1.</source>
        <translation>Zbylo, jde do zásoby: %1.</translation>
    </message>
    <message>
        <source>%1 basic</source>
        <translation>%1 základ</translation>
    </message>
    <message>
        <source>%1 for buying nothing</source>
        <translation>%1 za žádný nákup</translation>
    </message>
    <message>
        <source>%1 from the bank</source>
        <translation>%1 z banky</translation>
    </message>
    <message>
        <source>%1 takes %2 income (%3).</source>
        <translation>%1 dostává příjem: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is the new start player.</source>
        <translation>%1 je nový první hráč.</translation>
    </message>
    <message>
        <source>The game is over. %1 wins. Points: %2.</source>
        <translation>Konec hry. Vítězí %1. Body: %2.</translation>
    </message>
    <message>
        <source>The game is over. %1 share the victory. Points: %2.</source>
        <translation>Konec hry. O vítězství se dělí %1. Body: %2.</translation>
    </message>
    <message>
        <source>Fires</source>
        <translation>Požáry</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Smlouvy</translation>
    </message>
    <message>
        <source>Counting houses</source>
        <translation>Účtárny</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Skladiště</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Přístav</translation>
    </message>
    <message>
        <source>Chamber of Commerce</source>
        <translation>Obchodní komora</translation>
    </message>
    <message>
        <source>Merchants</source>
        <translation>Kupci</translation>
    </message>
    <message>
        <source>Boatsmen Church</source>
        <translation>Námořnický kostel</translation>
    </message>
    <message>
        <source>St. Michaelis</source>
        <translation>St. Michaelis</translation>
    </message>
    <message>
        <source>Market hall</source>
        <translation>Tržnice</translation>
    </message>
    <message>
        <source>start player</source>
        <translation>první hráč</translation>
    </message>
    <message>
        <source>The game log: every move is told here, the last ones at the bottom.</source>
        <translation>Průběh hry: je tu popsán každý tah, ty poslední dole.</translation>
    </message>
    <message>
        <source>Hold the right mouse button on any card or piece to see it large, with its full text.</source>
        <translation>Podrž pravé tlačítko myši na kterékoli kartě nebo figurce a uvidíš ji zvětšenou i s celým textem.</translation>
    </message>
    <message>
        <source>Hint asks the computer which move it would make, and why.</source>
        <translation>Rada se zeptá počítače, jaký tah by zahrál a proč.</translation>
    </message>
    <message>
        <source>Undo takes back your last move; Redo plays it again.</source>
        <translation>Zpět vezme tvůj poslední tah; Znovu ho zahraje ještě jednou.</translation>
    </message>
    <message>
        <source>Tour: step %1 of %2</source>
        <translation>Prohlídka: krok %1 z %2</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Pohledem:</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Ukázat vše</translation>
    </message>
    <message>
        <source>Once the game is over: every seat's hidden cards may be looked at</source>
        <translation>Po skončení hry: lze si prohlédnout skryté karty všech hráčů</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Předchozí</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začátek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>O tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>O tah dál (šipka vpravo)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na konec (End)</translation>
    </message>
    <message>
        <source>◀ Costly move</source>
        <translation>◀ Drahý tah</translation>
    </message>
    <message>
        <source>The person's previous inaccuracy, mistake or blunder</source>
        <translation>Předchozí nepřesnost, chyba nebo hrubá chyba</translation>
    </message>
    <message>
        <source>Costly move ▶</source>
        <translation>Drahý tah ▶</translation>
    </message>
    <message>
        <source>The person's next inaccuracy, mistake or blunder</source>
        <translation>Další nepřesnost, chyba nebo hrubá chyba</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Zavřít záznam hry</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Místo ve hře</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Záznam hry: %1</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Rozbor selhal: %1</translation>
    </message>
    <message>
        <source>Not reviewed yet: the strong AI can judge every decision of %1.</source>
        <translation>Zatím bez rozboru. %1: silný počítač může posoudit každé rozhodnutí.</translation>
    </message>
    <message>
        <source>The strong AI judged every decision of %1.</source>
        <translation>%1: silný počítač posoudil každé rozhodnutí.</translation>
    </message>
    <message>
        <source>The review was stopped with 1 decision judged; it can go on.</source>
        <translation>Rozbor byl zastaven po 1 posouzeném rozhodnutí; může pokračovat.</translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped with %n decisions judged; it can go on.</source>
        <translation>
            <numerusform>Rozbor byl zastaven po %n posouzeném rozhodnutí; může pokračovat.</numerusform>
            <numerusform>Rozbor byl zastaven po %n posouzených rozhodnutích; může pokračovat.</numerusform>
            <numerusform>Rozbor byl zastaven po %n posouzených rozhodnutích; může pokračovat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game → Save… keeps the review with the game.</source>
        <translation>Hra → Uložit… uloží rozbor spolu se hrou.</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Všichni</translation>
    </message>
    <message>
        <source>Show the move played</source>
        <translation>Ukázat zahraný tah</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Ukázat lepší tah</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The saved game ends here.</source>
        <translation>Zde uložená hra končí.</translation>
    </message>
    <message>
        <source>a hidden move</source>
        <translation>skrytý tah</translation>
    </message>
    <message>
        <source>Move %1 of %2, round %3 — &lt;b&gt;%4&lt;/b&gt;: %5</source>
        <translation>Tah %1 z %2, kolo %3 — &lt;b&gt;%4&lt;/b&gt;: %5</translation>
    </message>
    <message>
        <source>The best move the strong AI found: a chance to win of %1.</source>
        <translation>Nejlepší tah, jaký silný počítač našel: šance na výhru %1.</translation>
    </message>
    <message>
        <source>The best move the strong AI found: an expected final score of %1.</source>
        <translation>Nejlepší tah, jaký silný počítač našel: očekávaný konečný výsledek %1.</translation>
    </message>
    <message>
        <source>%1: a chance to win of %2 after this move, %3 after the better move: %4.</source>
        <translation>%1: šance na výhru %2 po tomto tahu, %3 po lepším tahu: %4.</translation>
    </message>
    <message>
        <source>%1: an expected final score of %2 after this move, %3 after the better move: %4.</source>
        <translation>%1: očekávaný konečný výsledek %2 po tomto tahu, %3 po lepším tahu: %4.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Další</translation>
    </message>
    <message>
        <source>Skip the tour</source>
        <translation>Přeskočit prohlídku</translation>
    </message>
    <message>
        <source>The statistics file was damaged. It was set aside as %1 and counting starts afresh.</source>
        <translation>Soubor se statistikami byl poškozený. Byl odložen jako %1 a počítání začíná znovu.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistiky se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>bez: %1</translation>
    </message>
    <message>
        <source>standard rules</source>
        <translation>běžná pravidla</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n hra</numerusform>
            <numerusform>%n hry</numerusform>
            <numerusform>%n her</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 hra</translation>
    </message>
    <message numerus="yes">
        <source>%n wins</source>
        <translation>
            <numerusform>%n výhra</numerusform>
            <numerusform>%n výhry</numerusform>
            <numerusform>%n výher</numerusform>
        </translation>
    </message>
    <message>
        <source>1 win</source>
        <translation>1 výhra</translation>
    </message>
    <message>
        <source>%1: %2, best %3, mean %4</source>
        <translation>%1: %2, rekord %3, průměr %4</translation>
    </message>
    <message>
        <source>Solo (%1): best %2 by %3</source>
        <translation>Sólo (%1): rekord %2 – %3</translation>
    </message>
    <message>
        <source>The guild tokens move in the diplomacy phase. Now: %1</source>
        <translation>Žetony cechů se táhnou ve fázi diplomacie. Teď: %1</translation>
    </message>
    <message>
        <source>A guild token never returns to the square.</source>
        <translation>Žeton cechu se na náměstí nikdy nevrací.</translation>
    </message>
    <message>
        <source>The two guild tokens never stand in the same district.</source>
        <translation>Oba žetony cechů nikdy nestojí ve stejné čtvrti.</translation>
    </message>
    <message>
        <source>Drop the guild token on a district.</source>
        <translation>Polož žeton cechu do čtvrti.</translation>
    </message>
    <message>
        <source>Control cards are claimed in the market-control phase. Now: %1</source>
        <translation>Karty ovládnutí trhu se získávají ve fázi ovládnutí trhu. Teď: %1</translation>
    </message>
    <message>
        <source>Drag the control card onto your own panel.</source>
        <translation>Přetáhni kartu ovládnutí trhu na svůj vlastní panel.</translation>
    </message>
    <message>
        <source>You do not dominate all three of %1 (2 or more merchants and more than anyone else).</source>
        <translation>Neovládáš všechny tři čtvrti: %1 (2 a více obchodníků a víc než kdokoli jiný).</translation>
    </message>
    <message>
        <source>Goods are not taken now. Now: %1</source>
        <translation>Zboží se teď nebere. Teď: %1</translation>
    </message>
    <message>
        <source>Drag the goods onto your own panel.</source>
        <translation>Přetáhni zboží na svůj vlastní panel.</translation>
    </message>
    <message>
        <source>Take the goods from another player, not from yourself.</source>
        <translation>Ber zboží jinému hráči, ne sobě.</translation>
    </message>
    <message>
        <source>That player has none of those goods, or an Iron Strongbox protects them.</source>
        <translation>Ten hráč takové zboží nemá, nebo ho chrání Železná truhla.</translation>
    </message>
    <message>
        <source>You cannot hold more goods of that colour (at most %1).</source>
        <translation>Víc zboží této barvy mít nesmíš (nejvýš %1).</translation>
    </message>
    <message>
        <source>First do what the game asks: %1</source>
        <translation>Nejdřív udělej, co hra žádá: %1</translation>
    </message>
    <message>
        <source>Goods are taken at the marketplace once you visit it. Now: %1</source>
        <translation>Zboží se bere na tržišti, až ho navštívíš. Teď: %1</translation>
    </message>
    <message>
        <source>Goods change hands only by the Black Market or the Dagger. Now: %1</source>
        <translation>Zboží mění majitele jen Černým trhem nebo Dýkou. Teď: %1</translation>
    </message>
    <message>
        <source>Merchants do not move now. Now: %1</source>
        <translation>Obchodníci se teď nehýbou. Teď: %1</translation>
    </message>
    <message>
        <source>You may move only your own merchants.</source>
        <translation>Smíš táhnout jen své vlastní obchodníky.</translation>
    </message>
    <message>
        <source>Take merchants from your own supply.</source>
        <translation>Ber obchodníky ze své vlastní zásoby.</translation>
    </message>
    <message>
        <source>Your supply is empty: every merchant of yours is on the map.</source>
        <translation>Tvá zásoba je prázdná: všichni tví obchodníci jsou na mapě.</translation>
    </message>
    <message>
        <source>Now a merchant comes from your supply: drag the pawn on your panel.</source>
        <translation>Teď přichází obchodník z tvé zásoby: táhni figurku na svém panelu.</translation>
    </message>
    <message>
        <source>Now a merchant on the map moves, not one from your supply.</source>
        <translation>Teď se pohybuje obchodník na mapě, ne ze zásoby.</translation>
    </message>
    <message>
        <source>Only your merchants in %1 move now.</source>
        <translation>Teď se pohybují jen tví obchodníci ve čtvrti %1.</translation>
    </message>
    <message>
        <source>Only your merchant on the square moves now, after its sale at the Great Market.</source>
        <translation>Teď se pohybuje jen tvůj obchodník na náměstí, po svém prodeji na Velkém trhu.</translation>
    </message>
    <message>
        <source>No merchant may leave a place where a guild token stands.</source>
        <translation>Z místa, kde stojí žeton cechu, nesmí žádný obchodník odejít.</translation>
    </message>
    <message>
        <source>The Sceptre moves a merchant from district to district, not from the square.</source>
        <translation>Žezlo přesouvá obchodníka ze čtvrti do čtvrti, ne z náměstí.</translation>
    </message>
    <message>
        <source>Influence brings merchants in only from a district next to %1 without a guild token.</source>
        <translation>Posílení vlivu přivádí obchodníky jen ze čtvrti bez žetonu cechu, která sousedí se čtvrtí %1.</translation>
    </message>
    <message>
        <source>Both districts next to %1 hold a guild token: the Sceptre cannot move this merchant.</source>
        <translation>Obě čtvrti sousedící se čtvrtí %1 mají žeton cechu: Žezlo tohoto obchodníka nepřesune.</translation>
    </message>
    <message>
        <source>At the guild house you either place merchants or take them back, not both.</source>
        <translation>V cechovním domě buď obchodníky umisťuješ, nebo je bereš zpět, ne obojí.</translation>
    </message>
    <message>
        <source>That merchant cannot move now. Now: %1</source>
        <translation>Tento obchodník se teď nemůže pohnout. Teď: %1</translation>
    </message>
    <message>
        <source>Drag your merchants onto your own panel.</source>
        <translation>Přetáhni své obchodníky na svůj vlastní panel.</translation>
    </message>
    <message>
        <source>That merchant is in your supply already.</source>
        <translation>Ten obchodník už je v tvé zásobě.</translation>
    </message>
    <message>
        <source>Only the guild house, the Royal Cloak and the Travel Map send merchants back to the supply.</source>
        <translation>Jen cechovní dům, Královský plášť a Cestovní mapa vracejí obchodníky do zásoby.</translation>
    </message>
    <message>
        <source>The Royal Cloak takes a merchant back into your supply: drop it on your panel.</source>
        <translation>Královský plášť vrací obchodníka do tvé zásoby: pusť ho na svůj panel.</translation>
    </message>
    <message>
        <source>At the guild house a merchant on the map goes back into your supply: drop it on your panel.</source>
        <translation>V cechovním domě se obchodník z mapy vrací do tvé zásoby: pusť ho na svůj panel.</translation>
    </message>
    <message>
        <source>No merchant may be placed in or moved into a place where a guild token stands.</source>
        <translation>Na místo se žetonem cechu nesmí být žádný obchodník umístěn ani přesunut.</translation>
    </message>
    <message>
        <source>Your two opening merchants go into two different districts.</source>
        <translation>Tví dva úvodní obchodníci jdou do dvou různých čtvrtí.</translation>
    </message>
    <message>
        <source>Only the guild house and two Recruitment votes bring merchants onto the square.</source>
        <translation>Na náměstí přivádí obchodníky jen cechovní dům a dva hlasy Náboru.</translation>
    </message>
    <message>
        <source>The Sceptre moves a merchant only into a neighbouring district.</source>
        <translation>Žezlo přesouvá obchodníka jen do sousední čtvrti.</translation>
    </message>
    <message>
        <source>Influence moves merchants out of %1 only into a neighbouring district.</source>
        <translation>Posílení vlivu přesouvá obchodníky ze čtvrti %1 jen do sousední čtvrti.</translation>
    </message>
    <message>
        <source>Recruitment places merchants only in one district next to %1.</source>
        <translation>Nábor umisťuje obchodníky jen do jedné čtvrti, která sousedí se čtvrtí %1.</translation>
    </message>
    <message>
        <source>The expelled merchant goes into a district next to %1.</source>
        <translation>Vyhnaný obchodník jde do čtvrti, která sousedí se čtvrtí %1.</translation>
    </message>
    <message>
        <source>With the Travel Map your expelled merchants go into a district next to %1, or into your supply.</source>
        <translation>S Cestovní mapou jdou tví vyhnaní obchodníci do čtvrti, která sousedí se čtvrtí %1, nebo do tvé zásoby.</translation>
    </message>
    <message>
        <source>Influence brings your merchants into %1: drop them there.</source>
        <translation>Posílení vlivu přivádí tvé obchodníky do čtvrti %1: pusť je tam.</translation>
    </message>
    <message>
        <source>Only the districts next to %1 may be used now.</source>
        <translation>Teď lze použít jen čtvrti sousedící se čtvrtí %1.</translation>
    </message>
    <message>
        <source>The merchant leaves the square for a district without a guild token.</source>
        <translation>Obchodník odchází z náměstí do čtvrti bez žetonu cechu.</translation>
    </message>
    <message>
        <source>%1 could not be read (%2). Kontor uses the defaults; the old file is kept as %3.</source>
        <translation>Soubor %1 nelze přečíst (%2). Kontor použije výchozí nastavení; starý soubor je uschován jako %3.</translation>
    </message>
    <message>
        <source>Kontor cannot use its folder %1 (%2). Your games and settings are kept in %3 for now, which the computer may empty when it restarts.</source>
        <translation>Kontor nemůže používat svou složku %1 (%2). Tvé hry a nastavení se zatím ukládají do %3; počítač ji může při restartu vyprázdnit.</translation>
    </message>
    <message>
        <source>Kontor cannot use its folder %1 (%2). You can play, but nothing can be saved.</source>
        <translation>Kontor nemůže používat svou složku %1 (%2). Hrát můžeš, ale nic se neuloží.</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk je jen pro čtení</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>Kontor may not write there</source>
        <translation>Kontor tam nesmí zapisovat</translation>
    </message>
    <message>
        <source>a file is in the way of a folder</source>
        <translation>místo složky je tam soubor</translation>
    </message>
    <message>
        <source>the folder is gone</source>
        <translation>složka už neexistuje</translation>
    </message>
    <message>
        <source>the system refused it</source>
        <translation>systém to odmítl</translation>
    </message>
    <message>
        <source>(%1 earlier in the log)</source>
        <translation>(%1 dříve v záznamu)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>… and more in the log</source>
        <translation>… a další v průběhu hry</translation>
    </message>
    <message>
        <source>Contract: deliver the goods on its slots; complete, it scores the points on its medal</source>
        <translation>Smlouva: dodej zboží na její políčka; splněná dá body z medaile</translation>
    </message>
    <message>
        <source>Ship: comes with 3 cubes from the bag; whoever buys it unloads them this round</source>
        <translation>Loď: přiveze 3 kostky ze sáčku; kdo ji koupí, vyloží je v tomto kole</translation>
    </message>
    <message>
        <source>Fireman: its strength counts at every fire</source>
        <translation>Hasič: jeho síla se počítá při každém požáru</translation>
    </message>
    <message>
        <source>Counting houses score together: 1, 2, 3 or 4 of them give 2, 5, 9 or 14 points</source>
        <translation>Účtárny se počítají dohromady: 1, 2, 3 nebo 4 dají 2, 5, 9 nebo 14 bodů</translation>
    </message>
    <message>
        <source>Merchant: buys cubes of its good for 1 coin each; 1 point at the end</source>
        <translation>Kupec: vykupuje kostky svého zboží za 1 minci za kus; na konci 1 bod</translation>
    </message>
    <message>
        <source>%1 at the end</source>
        <translation>%1 na konci</translation>
    </message>
    <message>
        <source>a cube of %1</source>
        <translation>kostka zboží %1</translation>
    </message>
    <message>
        <source>a pale cube with a dashed edge: a good a contract still needs</source>
        <translation>bledá kostka s čárkovaným okrajem: zboží, které smlouva ještě potřebuje</translation>
    </message>
    <message>
        <source>%1: workers, strip and points marker</source>
        <translation>%1: dělníci, pruh hráče a ukazatel bodů</translation>
    </message>
    <message>
        <source>a player's colour, before the name</source>
        <translation>barva hráče, před jménem</translation>
    </message>
    <message>
        <source>whose turn it is</source>
        <translation>kdo je na tahu</translation>
    </message>
    <message>
        <source>the start player, who places the first worker</source>
        <translation>první hráč, který staví prvního dělníka</translation>
    </message>
    <message>
        <source>a column's spaces: the top worker's number is the card's price</source>
        <translation>místa ve sloupci: číslo nejvyššího dělníka je cena karty</translation>
    </message>
    <message>
        <source>a green medal: the points the card scores</source>
        <translation>zelená medaile: body, které karta dá</translation>
    </message>
    <message>
        <source>a green disc: points</source>
        <translation>zelený kotouč: body</translation>
    </message>
    <message>
        <source>a brass disc: coins</source>
        <translation>mosazný kotouč: mince</translation>
    </message>
    <message>
        <source>a helmet: firemen, the strength against fires</source>
        <translation>přilba: hasiči, síla proti požárům</translation>
    </message>
    <message>
        <source>a flame: a fire still in this pile, with the points it is worth</source>
        <translation>plamen: požár, který v tomto balíčku ještě je, a kolik bodů za něj jde</translation>
    </message>
    <message>
        <source>gives: the arrow on a card or in the market hall</source>
        <translation>dá: šipka na kartě nebo na tržnici</translation>
    </message>
    <message>
        <source>the Bank: 1 more coin every income</source>
        <translation>Banka: o 1 minci víc při každém příjmu</translation>
    </message>
    <message>
        <source>on a player's strip: 2 more groups of cubes; click the strip to see them all</source>
        <translation>na pruhu hráče: ještě 2 skupiny kostek; klikni na pruh a uvidíš všechny</translation>
    </message>
    <message>
        <source>on a card: 3 cards of this kind</source>
        <translation>na kartě: 3 karty tohoto druhu</translation>
    </message>
    <message>
        <source>the card backs of a pile: %1</source>
        <translation>rub karet balíčku: %1</translation>
    </message>
    <message>
        <source>the calendar: each season's pile with its picture (snowflake, blossom, sun, leaf, hourglass); a ribbon marks the season being played</source>
        <translation>kalendář: balíček každého období s jeho obrázkem (vločka, květ, slunce, list, přesýpací hodiny); stužka označuje právě hrané období</translation>
    </message>
    <message>
        <source>%1 cube: %2 or %3</source>
        <translation>Kostička %1: %2 nebo %3</translation>
    </message>
    <message>
        <source>on a contract's cube: %1</source>
        <translation>na kostičce kontraktu: %1</translation>
    </message>
    <message>
        <source>on a card's cube: %1</source>
        <translation>na kostce karty: %1</translation>
    </message>
    <message>
        <source>on a plain cube: any good of the kind %1</source>
        <translation>na béžové kostičce: libovolné zboží druhu %1</translation>
    </message>
    <message>
        <source>on a plain cube: a good of a type no other cube of the contract takes</source>
        <translation>na béžové kostičce: zboží druhu, který žádná jiná kostička kontraktu nebere</translation>
    </message>
    <message>
        <source>a faint cube on your contract: a good you still lack</source>
        <translation>bledá kostička na tvém kontraktu: zboží, které ti ještě chybí</translation>
    </message>
    <message>
        <source>on a region: the time tokens a trip there brings (+) or costs (−)</source>
        <translation>u oblasti: žetony času, které cesta tam přinese (+) nebo stojí (−)</translation>
    </message>
    <message>
        <source>on a side region: a trip there adds a cube to every main region holding at least that many</source>
        <translation>u vedlejší oblasti: cesta tam přidá kostičku do každé hlavní oblasti, kde jich leží aspoň tolik</translation>
    </message>
    <message>
        <source>a trip there adds a cube to every main region</source>
        <translation>cesta tam přidá kostičku do každé hlavní oblasti</translation>
    </message>
    <message>
        <source>beside a region's cubes: that many more lie there</source>
        <translation>vedle kostiček oblasti: tolik jich tam leží navíc</translation>
    </message>
    <message>
        <source>a dashed region: a side region; it holds no cubes</source>
        <translation>čárkovaná oblast: vedlejší oblast, nikdy v ní neleží kostičky</translation>
    </message>
    <message>
        <source>a wax seal on a region's corner: a main region; the seal has the colour of its cubes</source>
        <translation>vosková pečeť v rohu oblasti: hlavní oblast; pečeť má barvu jejích kostiček</translation>
    </message>
    <message>
        <source>a dotted line on the chart: a road; a trip refills the regions joined to it</source>
        <translation>tečkovaná čára na mapě: cesta; cesta doplní oblasti s ní spojené</translation>
    </message>
    <message>
        <source>the compass rose and the lines from it: decoration of the chart, no rule</source>
        <translation>větrná růžice a čáry z ní: výzdoba mapy, žádné pravidlo</translation>
    </message>
    <message>
        <source>a red wax seal on a contract's head: its value, the points it scores</source>
        <translation>červená vosková pečeť v záhlaví kontraktu: jeho hodnota, body, které přináší</translation>
    </message>
    <message>
        <source>a wooden hexagon with an hourglass: time tokens (on the time chart: those still lying there)</source>
        <translation>dřevěný šestiúhelník s přesýpacími hodinami: žetony času (na tabulce času: ty, které tam ještě leží)</translation>
    </message>
    <message>
        <source>on a contract deck: the cards in it</source>
        <translation>na balíčku kontraktů: počet karet v něm</translation>
    </message>
    <message>
        <source>on a bonus card: the goods each of your trips there brings</source>
        <translation>na bonusové kartě: zboží, které ti přinese každá tvá cesta tam</translation>
    </message>
    <message>
        <source>under a contract deck: its discarded cards</source>
        <translation>pod balíčkem kontraktů: jeho odhozené karty</translation>
    </message>
    <message>
        <source>the Peace of Westphalia: 14 points, and the last round follows</source>
        <translation>Vestfálský mír: 14 bodů a následuje poslední kolo</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>vítězné body</translation>
    </message>
    <message>
        <source>a green mark on your building: the points it scores now</source>
        <translation>zelená značka na tvé budově: body, které teď přináší</translation>
    </message>
    <message>
        <source>a contract beyond your five best: it scores half</source>
        <translation>kontrakt nad tvých pět nejlepších: boduje napůl</translation>
    </message>
    <message>
        <source>under a contract, on green: fulfil it now with a click; on grey: fulfilled this round</source>
        <translation>pod kontraktem, na zeleném: klikni a splň ho; na šedém: v tomto kole splněn</translation>
    </message>
    <message>
        <source>a small figure and a number on a bonus card: the goods it brings when you join another player's trip there</source>
        <translation>malá postavička s číslem na bonusové kartě: zboží, které dostaneš, když se připojíš k cestě jiného hráče tam</translation>
    </message>
    <message>
        <source>a small face-down pile beside a title: the cards left in that deck</source>
        <translation>malý balíček rubem nahoru vedle nadpisu: karty, které v něm zbývají</translation>
    </message>
    <message>
        <source>the player who decides now</source>
        <translation>hráč, který se právě rozhoduje</translation>
    </message>
    <message>
        <source>a trade: the good you receive</source>
        <translation>výměna: zboží, které dostaneš</translation>
    </message>
    <message>
        <source>closes the opened office</source>
        <translation>zavře otevřený úřad</translation>
    </message>
    <message>
        <source>reconstructed — your printed card may differ</source>
        <translation>rekonstruováno — tvoje tištěná karta se může lišit</translation>
    </message>
    <message>
        <source>corrected in your overrides file</source>
        <translation>opraveno ve tvém souboru oprav</translation>
    </message>
    <message>
        <source>the file is too large for a save (the limit is %1 KB).</source>
        <translation>soubor je na uloženou hru příliš velký (limit je %1 KB).</translation>
    </message>
    <message>
        <source>the file is damaged or cut short (line %1, column %2).</source>
        <translation>soubor je poškozený nebo useknutý (řádek %1, sloupec %2).</translation>
    </message>
    <message>
        <source>the file nests its data too deeply to be a save.</source>
        <translation>soubor vnořuje data příliš hluboko, nemůže to být uložená hra.</translation>
    </message>
    <message>
        <source>the file holds a value that no save contains.</source>
        <translation>soubor obsahuje hodnotu, kterou žádná uložená hra nemá.</translation>
    </message>
    <message>
        <source>the file is not a Kontor save.</source>
        <translation>soubor není uložená hra Kontoru.</translation>
    </message>
    <message>
        <source>the save was written by a newer version of Kontor.</source>
        <translation>hru uložila novější verze Kontoru.</translation>
    </message>
    <message>
        <source>the save is of a game this version does not know (“%1”).</source>
        <translation>uložená hra je hrou, kterou tato verze nezná („%1“).</translation>
    </message>
    <message>
        <source>its entry “%1” is damaged.</source>
        <translation>její položka „%1“ je poškozená.</translation>
    </message>
    <message>
        <source>its move %1 is damaged or cannot be replayed.</source>
        <translation>její tah %1 je poškozený nebo ho nelze přehrát.</translation>
    </message>
    <message>
        <source>the file “%1” does not exist.</source>
        <translation>soubor „%1“ neexistuje.</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a save file.</source>
        <translation>„%1“ je složka, ne uložená hra.</translation>
    </message>
    <message>
        <source>the file “%1” cannot be read.</source>
        <translation>soubor „%1“ nelze přečíst.</translation>
    </message>
    <message>
        <source>the game is over.</source>
        <translation>hra skončila.</translation>
    </message>
    <message>
        <source>%1 is not to move now.</source>
        <translation>%1 teď není na tahu.</translation>
    </message>
    <message>
        <source>the rules do not allow it in this position.</source>
        <translation>pravidla to v této pozici nedovolují.</translation>
    </message>
    <message>
        <source>This game is for %1 to %2 players.</source>
        <translation>Počet hráčů této hry: %1 až %2.</translation>
    </message>
    <message>
        <source>The option “%1” has a value it cannot take.</source>
        <translation>Volba „%1“ má hodnotu, kterou nemůže mít.</translation>
    </message>
    <message>
        <source>The option “%1” must be at least %2.</source>
        <translation>Volba „%1“ musí být alespoň %2.</translation>
    </message>
    <message>
        <source>The option “%1” must be at most %2.</source>
        <translation>Volba „%1“ smí být nejvýš %2.</translation>
    </message>
    <message>
        <source>The option “%1” lists an entry twice.</source>
        <translation>Volba „%1“ obsahuje jednu položku dvakrát.</translation>
    </message>
    <message>
        <source>The option “%1” is only for %2 players.</source>
        <translation>Volba „%1“ platí jen pro tento počet hráčů: %2.</translation>
    </message>
    <message numerus="yes">
        <source>The start player must be one of the %n players.</source>
        <translation>
            <numerusform>Začínající hráč musí být jeden z %n hráčů.</numerusform>
            <numerusform>Začínající hráč musí být jeden z %n hráčů.</numerusform>
            <numerusform>Začínající hráč musí být jeden z %n hráčů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n animal decks (one more than there are players), or none for a random set.</source>
        <translation>
            <numerusform>Zvol přesně %n zvířecí balíček (o jeden víc, než je hráčů), nebo žádný pro náhodný výběr.</numerusform>
            <numerusform>Zvol přesně %n zvířecí balíčky (o jeden víc, než je hráčů), nebo žádný pro náhodný výběr.</numerusform>
            <numerusform>Zvol přesně %n zvířecích balíčků (o jeden víc, než je hráčů), nebo žádný pro náhodný výběr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant B needs coins: it cannot be played together with the game without coins.</source>
        <translation>Varianta B potřebuje mince: nelze ji hrát spolu s hrou bez mincí.</translation>
    </message>
    <message>
        <source>Coal table</source>
        <translation>Tabulka uhlí</translation>
    </message>
    <message>
        <source>stack: %1</source>
        <translation>balíček: %1</translation>
    </message>
    <message>
        <source>Foundries face down, stoker side up: the stoker space takes the top one. Stokers out of the game: %1</source>
        <translation>Slévárny lícem dolů, stranou topiče nahoru: pole topiče bere horní. Topiči mimo hru: %1</translation>
    </message>
    <message>
        <source>A free action in your own turn: pay %1 for the top stoker of the stack</source>
        <translation>Volná akce ve tvém tahu: zaplať %1 za horního topiče z balíčku</translation>
    </message>
    <message>
        <source>Coal: %1</source>
        <translation>Uhlí: %1</translation>
    </message>
    <message>
        <source>Foundries: %1</source>
        <translation>Slévárny: %1</translation>
    </message>
    <message>
        <source>In the display: the coal table's foundry space takes one of the two</source>
        <translation>V nabídce: pole slévárny na tabulce uhlí bere jednu z obou</translation>
    </message>
    <message>
        <source>Your coal: %1</source>
        <translation>Tvoje uhlí: %1</translation>
    </message>
    <message>
        <source>used this round</source>
        <translation>v tomto kole použita</translation>
    </message>
    <message>
        <source>click it in your turn to use it for 2 coal (before or after your action)</source>
        <translation>klikni na ni ve svém tahu a použij ji za 2 uhlí (před akcí nebo po ní)</translation>
    </message>
    <message>
        <source>face up: usable this round</source>
        <translation>lícem nahoru: v tomto kole použitelný</translation>
    </message>
    <message>
        <source>A stoker: a locomotive counts one higher, a factory works twice</source>
        <translation>Topič: lokomotiva se počítá o stupeň výš, továrna pracuje dvakrát</translation>
    </message>
    <message>
        <source>Drag the stoker onto one of your locomotives or factories</source>
        <translation>Přetáhni topiče na jednu ze svých lokomotiv nebo továren</translation>
    </message>
    <message>
        <source>coal %1</source>
        <translation>uhlí %1</translation>
    </message>
    <message>
        <source>foundries %1</source>
        <translation>slévárny %1</translation>
    </message>
    <message>
        <source>Legend: %1</source>
        <translation>Legenda: %1</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>This table uses no symbols.</source>
        <translation>Tento stůl nepoužívá žádné symboly.</translation>
    </message>
    <message>
        <source>Each animal has its pattern too, on its cards and stacks: feathers (macaws), bamboo (pandas), rings (raccoons), acorns (squirrels), spots (ocelots), scales (chameleons), a crosshatch (junk)</source>
        <translation>Každé zvíře má i svůj vzor, na kartách i hromádkách: peří (papoušci), bambus (pandy), kroužky (mývalové), žaludy (veverky), skvrny (oceloti), šupiny (chameleoni), mřížka (veteš)</translation>
    </message>
    <message>
        <source>A little stall under an awning in a player's colour: a place of that player's stall, where a stack is built</source>
        <translation>Malý stánek pod stříškou v barvě hráče: místo v jeho stánku, kde se staví hromádka</translation>
    </message>
    <message>
        <source>A card's value, in its top left corner; ringed in gold when it is changed this turn</source>
        <translation>Hodnota karty v levém horním rohu; zlatý kroužek: v tomto tahu je změněná</translation>
    </message>
    <message>
        <source>A technique: play it as your action</source>
        <translation>Technika: zahraj ji jako svou akci</translation>
    </message>
    <message>
        <source>On a technique: a bonus action, you may take another action after it</source>
        <translation>Na technice: bonusová akce, po ní smíš provést další akci</translation>
    </message>
    <message>
        <source>Over a market slot: a card there costs its value plus this</source>
        <translation>Nad polem tržiště: karta na něm stojí svou hodnotu plus tolik</translation>
    </message>
    <message>
        <source>On a card: the card goes there (into your hand, onto a deck)</source>
        <translation>Na kartě: karta jde tam (do ruky, na balíček)</translation>
    </message>
    <message>
        <source>On a card: throw the card away, out of the game</source>
        <translation>Na kartě: odhoď kartu, odchází ze hry</translation>
    </message>
    <message>
        <source>On a card: the two change places</source>
        <translation>Na kartě: obě karty si vymění místa</translation>
    </message>
    <message>
        <source>Copies: the card works as the card named; on a green ribbon, the card it copies now</source>
        <translation>Kopíruje: karta funguje jako uvedená karta; na zelené stuze karta, kterou právě kopíruje</translation>
    </message>
    <message>
        <source>The ocelot die (0, 1, 1, 2, 2, 3)</source>
        <translation>Kostka ocelotů (0, 1, 1, 2, 2, 3)</translation>
    </message>
    <message>
        <source>A change of value: the card is worth this much more</source>
        <translation>Změna hodnoty: karta má o tolik vyšší hodnotu</translation>
    </message>
    <message>
        <source>Whose turn it is</source>
        <translation>Kdo je na tahu</translation>
    </message>
    <message>
        <source>On a pile: how many cards it holds</source>
        <translation>Na balíčku: kolik karet obsahuje</translation>
    </message>
    <message>
        <source>While buying: paid so far / price</source>
        <translation>Při nákupu: zaplaceno / cena</translation>
    </message>
    <message>
        <source>A stack in another player's strip, on its animal's colour: hover it to see its cards; click the strip to open the whole area</source>
        <translation>Hromádka v pruhu jiného hráče, v barvě svého zvířete: najeď na ni myší a uvidíš její karty; kliknutím na pruh otevřeš celou oblast hráče</translation>
    </message>
    <message>
        <source>A purple back: a card nobody may see (a hand, a deck)</source>
        <translation>Fialový rub: karta, kterou nikdo nesmí vidět (ruka, balíček)</translation>
    </message>
    <message>
        <source>A gold glow: where the lifted card may go, or what to click now</source>
        <translation>Zlatá záře: kam smíš zvednutou kartu položit nebo na co teď kliknout</translation>
    </message>
    <message>
        <source>1 point each with the Port</source>
        <translation>s Přístavem 1 bod za každou</translation>
    </message>
    <message>
        <source>every income</source>
        <translation>při každém příjmu</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>splněné</translation>
    </message>
    <message numerus="yes">
        <source>points for %n counting houses</source>
        <translation>
            <numerusform>body za %n účtárnu</numerusform>
            <numerusform>body za %n účtárny</numerusform>
            <numerusform>body za %n účtáren</numerusform>
        </translation>
    </message>
    <message>
        <source>Cubes still in the bag: ships are loaded from it</source>
        <translation>Kostky v sáčku: z něj se nakládají lodě</translation>
    </message>
    <message>
        <source>%1's merchants, prestige marker and strip</source>
        <translation>obchodníci, ukazatel prestiže a pruh hráče %1</translation>
    </message>
    <message>
        <source>prestige: the track, a player's total, what an item or card gives</source>
        <translation>prestiž: počítadlo, součet hráče, co dává předmět nebo karta</translation>
    </message>
    <message>
        <source>red goods; on a hexagon: the red guild token</source>
        <translation>červené zboží; na šestiúhelníku: žeton červeného cechu</translation>
    </message>
    <message>
        <source>black goods; on a hexagon: the black guild token</source>
        <translation>černé zboží; na šestiúhelníku: žeton černého cechu</translation>
    </message>
    <message>
        <source>a guild token (hexagon) blocks its district: no merchant comes in or leaves; Deal pays in its colour</source>
        <translation>žeton cechu (šestiúhelník) blokuje svou čtvrť: žádný obchodník nepřijde ani neodejde; Kšeft platí v jeho barvě</translation>
    </message>
    <message>
        <source>a merchant (on vote cards)</source>
        <translation>obchodník (na hlasovacích kartách)</translation>
    </message>
    <message>
        <source>a number on a pawn: how many merchants of that player stand there (on a strip: in the supply)</source>
        <translation>číslo na figurce: kolik obchodníků toho hráče tam stojí (na pruhu hráče: v zásobě)</translation>
    </message>
    <message>
        <source>the player dominates the district: 2 or more merchants and more than anyone else; the district's border takes the colour</source>
        <translation>hráč ovládá čtvrť: 2 a více obchodníků a víc než kdokoli jiný; okraj čtvrti má jeho barvu</translation>
    </message>
    <message>
        <source>a street joins two neighbouring districts</source>
        <translation>ulice spojuje dvě sousední čtvrti</translation>
    </message>
    <message>
        <source>dashed ring: the active district, where a guild token went this turn</source>
        <translation>čárkovaný okraj: aktivní čtvrť, kam tento tah přišel žeton cechu</translation>
    </message>
    <message>
        <source>crown item: its effect also works for every other player who owns a crown item</source>
        <translation>předmět s korunou: jeho účinek platí i pro každého dalšího hráče, který má předmět s korunou</translation>
    </message>
    <message>
        <source>brown band: an item; the number in the green disc is its prestige, the cubes its starting price</source>
        <translation>hnědý pruh: předmět; číslo v zeleném kolečku je jeho prestiž, kostky jeho vyvolávací cena</translation>
    </message>
    <message>
        <source>gain one (a good, a merchant, prestige)</source>
        <translation>získáš jeden (zboží, obchodníka, bod prestiže)</translation>
    </message>
    <message>
        <source>vote cards: the effect when one, two, or three or more players chose the same card</source>
        <translation>hlasovací karty: účinek, když stejnou kartu zvolí jeden, dva, nebo tři a více hráčů</translation>
    </message>
    <message>
        <source>vote card Deal: goods in the guild token's colour</source>
        <translation>hlasovací karta Kšeft: zboží v barvě žetonu cechu</translation>
    </message>
    <message>
        <source>vote card Black Market: goods from others or the bank</source>
        <translation>hlasovací karta Černý trh: zboží od ostatních nebo z banku</translation>
    </message>
    <message>
        <source>vote card Influence: merchants out of or into the district</source>
        <translation>hlasovací karta Posílení vlivu: obchodníci ze čtvrti nebo do ní</translation>
    </message>
    <message>
        <source>vote card Recruitment: new merchants on the map</source>
        <translation>hlasovací karta Nábor: noví obchodníci na mapě</translation>
    </message>
    <message>
        <source>green band: a market-control card; in a player's colour with the letter: that player may claim it</source>
        <translation>zelený pruh: karta ovládnutí trhu; v barvě hráče s písmenem: ten hráč si ji může vzít</translation>
    </message>
    <message>
        <source>Great Market: that many goods buy that much prestige</source>
        <translation>Velký trh: tolik zboží koupí tolik prestiže</translation>
    </message>
    <message>
        <source>shaded spaces of the track: the goal, the game ends at the start player's turn</source>
        <translation>stínovaná pole počitadla: cíl; hra skončí na začátku tahu začínajícího hráče</translation>
    </message>
    <message>
        <source>auction: the players still bidding; a faint, crossed-out letter has dropped out</source>
        <translation>dražba: hráči, kteří ještě přihazují; bledé přeškrtnuté písmeno už odstoupilo</translation>
    </message>
    <message>
        <source>gold glow: what you may drag or click now</source>
        <translation>zlatá záře: co teď můžeš táhnout nebo kliknout</translation>
    </message>
    <message>
        <source>Workers free</source>
        <translation>Volní dělníci</translation>
    </message>
    <message>
        <source>%1 of %2 workers free</source>
        <translation>volní dělníci: %1 z %2</translation>
    </message>
    <message>
        <source>Roubles</source>
        <translation>Rubly</translation>
    </message>
    <message>
        <source>revalued</source>
        <translation>vyšší hodnota</translation>
    </message>
    <message>
        <source>Revaluation: the rails' values are raised: %1</source>
        <translation>Zvýšení hodnoty: kolejnice mají vyšší hodnotu: %1</translation>
    </message>
    <message>
        <source>The locomotives reach space %1 of the line</source>
        <translation>Lokomotivy dojedou na políčko %1 trati</translation>
    </message>
    <message>
        <source>A doubler: this space of the line scores double</source>
        <translation>Žeton zdvojnásobení: toto políčko trati se počítá dvakrát</translation>
    </message>
    <message>
        <source>The industry track</source>
        <translation>Průmyslová stupnice</translation>
    </message>
    <message>
        <source>%1 points each round</source>
        <translation>body v každém hodnocení: %1</translation>
    </message>
    <message>
        <source>“?” markers</source>
        <translation>Žetony „?“</translation>
    </message>
    <message>
        <source>A rail reaching a “?” space takes one of these markers</source>
        <translation>Kolejnice, která dojde na políčko „?“, si vezme jeden z těchto žetonů</translation>
    </message>
    <message>
        <source>used</source>
        <translation>použitý</translation>
    </message>
    <message>
        <source>still to come</source>
        <translation>teprve přijde</translation>
    </message>
    <message>
        <source>Moscow: every line leaves from its station</source>
        <translation>Moskva: z jejího nádraží vycházejí všechny tratě</translation>
    </message>
    <message>
        <source>Your end-game bonus card: %1</source>
        <translation>Tvá karta závěrečné prémie: %1</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>Ukázat mé karty</translation>
    </message>
    <message>
        <source>Hide my cards</source>
        <translation>Skrýt mé karty</translation>
    </message>
    <message>
        <source>Your end-game bonus cards are seen by whoever sits at the screen</source>
        <translation>Tvé karty závěrečné prémie uvidí každý, kdo sedí u obrazovky</translation>
    </message>
    <message>
        <source>Turn your end-game bonus cards face down</source>
        <translation>Otoč své karty závěrečné prémie lícem dolů</translation>
    </message>
    <message>
        <source>this round</source>
        <translation>toto kolo</translation>
    </message>
    <message>
        <source>doubler</source>
        <translation>zdvojovač</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>pořadí</translation>
    </message>
    <message>
        <source>Engineers</source>
        <translation>Inženýři</translation>
    </message>
    <message>
        <source>The engineer row is the round clock: each round the rightmost engineer leaves the row.</source>
        <translation>Řada inženýrů ukazuje kola: každé kolo řadu opustí inženýr úplně vpravo.</translation>
    </message>
    <message>
        <source>Still to come: it moves one slot right every round.</source>
        <translation>Teprve přijde: každé kolo se posune o místo doprava.</translation>
    </message>
    <message>
        <source>%1 rail: a cube on a line, or on a space, one step with it</source>
        <translation>%1 kolejnice: kostka na trati, na akčním poli jeden krok s ní</translation>
    </message>
    <message>
        <source>On a cube: a step with a rail of any colour. On a line or the industry track: a “?” bonus marker space. Beside a card: the “?” cards left</source>
        <translation>Na kostce: krok kolejnicí libovolné barvy. Na trati nebo průmyslové stupnici: políčko prémiového žetonu „?“. U karty: zbývající karty „?“</translation>
    </message>
    <message>
        <source>A pawn of a player's colour: a worker; on a space, who took it</source>
        <translation>Figurka v barvě hráče: dělník; na poli ukazuje, kdo ho obsadil</translation>
    </message>
    <message>
        <source>A small grey pawn at the foot of a space: a worker the space costs</source>
        <translation>Malá šedá figurka dole na poli: dělník, kterého pole stojí</translation>
    </message>
    <message>
        <source>A brass coin: a rouble (at the foot of a space: a rouble it costs)</source>
        <translation>Mosazná mince: rubl (dole na poli: rubl, který pole stojí)</translation>
    </message>
    <message>
        <source>A gold cube: the industry marker, or steps on the industry track</source>
        <translation>Zlatá kostka: ukazatel průmyslu, nebo kroky na průmyslové stupnici</translation>
    </message>
    <message>
        <source>A blue tile: a locomotive with its number; it takes the line's rails that far</source>
        <translation>Modrá destička: lokomotiva se svým číslem; tak daleko veze kolejnice trati</translation>
    </message>
    <message>
        <source>A brown tile: a factory with its number and effect, worked when an industry marker reaches it</source>
        <translation>Hnědá destička: továrna se svým číslem a účinkem; pracuje, když k ní dojde ukazatel průmyslu</translation>
    </message>
    <message>
        <source>A gear: an engineer (cards with a number and letter; hired ones are your own action spaces)</source>
        <translation>Ozubené kolo: inženýr (karty s číslem a písmenem; najatí jsou tvá vlastní akční pole)</translation>
    </message>
    <message>
        <source>A number in a ring: points</source>
        <translation>Číslo v kroužku: body</translation>
    </message>
    <message>
        <source>A blue card: an end-game bonus card</source>
        <translation>Modrá karta: karta závěrečné prémie</translation>
    </message>
    <message>
        <source>A green card: a starting bonus card</source>
        <translation>Zelená karta: počáteční prémiová karta</translation>
    </message>
    <message>
        <source>A dashed outline: an empty slot or place</source>
        <translation>Čárkovaný obrys: prázdné místo</translation>
    </message>
    <message>
        <source>A darker space on a line: beyond what the line's locomotives reach; it scores nothing yet</source>
        <translation>Tmavší políčko trati: dál, než dojedou lokomotivy trati; zatím nic nevynáší</translation>
    </message>
    <message>
        <source>A brick station with a green dome at a line's start: Moscow, where the lines leave</source>
        <translation>Cihlové nádraží se zelenou kopulí na začátku trati: Moskva, odkud tratě vycházejí</translation>
    </message>
    <message>
        <source>A brick station with a green dome left of the lines: Moscow, the one station every line leaves from</source>
        <translation>Cihlové nádraží se zelenou kopulí vlevo od tratí: Moskva, jediné nádraží, odkud vycházejí všechny tratě</translation>
    </message>
    <message>
        <source>Rails on a line's sleepers: laid in the colour of the best rail that reached the space</source>
        <translation>Kolejnice na pražcích trati: v barvě nejlepší kolejnice, která pole dosáhla</translation>
    </message>
    <message>
        <source>A red roof over a space: a station, a special space of the line</source>
        <translation>Červená stříška nad polem: stanice, zvláštní pole trati</translation>
    </message>
    <message>
        <source>A glowing outline: what you can play now (drag or click it)</source>
        <translation>Zářící obrys: co teď můžeš zahrát (přetáhni nebo klikni)</translation>
    </message>
    <message>
        <source>Emil's pawn with a dog: a space the solo opponent Emil blocks</source>
        <translation>Emilova figurka se psem: pole, které blokuje sólový soupeř Emil</translation>
    </message>
    <message>
        <source>Line space: the black rail here unlocks the next rail colour</source>
        <translation>Políčko trati: černá kolejnice zde odemkne další barvu kolejnic</translation>
    </message>
    <message>
        <source>Line space: a new worker</source>
        <translation>Políčko trati: nový dělník</translation>
    </message>
    <message>
        <source>Line space: star points at each scoring</source>
        <translation>Políčko trati: body za hvězdu při každém hodnocení</translation>
    </message>
    <message>
        <source>The medal: its space on the line, or the medal a player placed</source>
        <translation>Medaile: její políčko na trati, nebo medaile, kterou hráč umístil</translation>
    </message>
    <message>
        <source>The end of the line</source>
        <translation>Konec trati</translation>
    </message>
    <message>
        <source>Munich's fork: the black rail chooses Berlin or Hamburg here</source>
        <translation>Mnichovské větvení: černá kolejnice zde volí Berlín, nebo Hamburk</translation>
    </message>
    <message>
        <source>A station: a track tile is laid in the dashed area beside it</source>
        <translation>Stanice: do čárkovaného úseku vedle se přiloží destička trati</translation>
    </message>
    <message>
        <source>Line space: an immediate effect (hover the space for it)</source>
        <translation>Políčko trati: okamžitý účinek (ukáže se po najetí myší)</translation>
    </message>
    <message>
        <source>An income token: on a line, where you take one; on a chip, the tokens</source>
        <translation>Žeton příjmu: na trati místo, kde si jeden vezmeš; na žetonu samotné žetony</translation>
    </message>
    <message>
        <source>Line space: a second industry marker</source>
        <translation>Políčko trati: druhý ukazatel průmyslu</translation>
    </message>
    <message>
        <source>The revaluation: the rails' values are raised</source>
        <translation>Zvýšení hodnoty: kolejnice mají vyšší hodnotu</translation>
    </message>
    <message>
        <source>Line space: another special effect (hover for it)</source>
        <translation>Políčko trati: jiný zvláštní účinek (ukáže se po najetí myší)</translation>
    </message>
    <message>
        <source>A doubler (on a line space: the line scores double from here)</source>
        <translation>Žeton zdvojnásobení (na políčku trati: trať se odtud počítá dvakrát)</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Kolik</translation>
    </message>
    <message>
        <source>Between pictures: one or the other</source>
        <translation>Mezi obrázky: jedno, nebo druhé</translation>
    </message>
    <message>
        <source>Each step with another rail</source>
        <translation>Každý krok jinou kolejnicí</translation>
    </message>
    <message>
        <source>Use again: an action space you took this round, or a factory</source>
        <translation>Znovu: akční pole, které máš v tomto kole obsazené, nebo továrna</translation>
    </message>
    <message>
        <source>Points equal to what follows (Σ: the sum of your engineers' numbers)</source>
        <translation>Body ve výši toho, co následuje (Σ: součet čísel tvých inženýrů)</translation>
    </message>
    <message>
        <source>First or second place in the next round's order</source>
        <translation>První nebo druhé místo v pořadí na tahu příštího kola</translation>
    </message>
    <message>
        <source>The order of play; on Munich, the branch it took</source>
        <translation>Pořadí na tahu; u Mnichova zvolená větev</translation>
    </message>
    <message>
        <source>Passed this round, or used this round</source>
        <translation>V tomto kole už pas, nebo v tomto kole použito</translation>
    </message>
    <message>
        <source>The “?” bonus markers and cards</source>
        <translation>Prémiové žetony a karty „?“</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>A lump of coal: the Coal module's coal</source>
        <translation>Kus uhlí: uhlí z modulu Uhlí</translation>
    </message>
    <message>
        <source>An orange tile: a foundry (2 coal to use, once a round)</source>
        <translation>Oranžová destička: slévárna (použití za 2 uhlí, jednou za kolo)</translation>
    </message>
    <message>
        <source>A flame: a stoker; on a locomotive it counts one higher, on a factory it works twice</source>
        <translation>Plamen: topič; lokomotiva s ním se počítá o stupeň výš, továrna pracuje dvakrát</translation>
    </message>
    <message>
        <source>A greyed chip with a stripe: used this round, face down</source>
        <translation>Šedý žeton s pruhem: v tomto kole použitý, otočený lícem dolů</translation>
    </message>
    <message>
        <source>A green tile: a track tile, laid in a dashed area of a line</source>
        <translation>Zelená destička: destička trati, přikládá se do čárkovaného úseku trati</translation>
    </message>
    <message>
        <source>Chance to win over the game</source>
        <translation>Šance na výhru v průběhu hry</translation>
    </message>
    <message>
        <source>Expected final score over the game</source>
        <translation>Očekávaný konečný výsledek v průběhu hry</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>nejlepší tah</translation>
    </message>
    <message>
        <source>good</source>
        <translation>dobrý tah</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>nepřesnost</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>hrubá chyba</translation>
    </message>
    <message>
        <source>Chance to win lost against the best move: below %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Ztráta šance na výhru proti nejlepšímu tahu: pod %1 dobrý tah, od %1 nepřesnost, od %2 chyba, od %3 hrubá chyba.</translation>
    </message>
    <message>
        <source>Expected final score lost against the best move, as a share of it: below %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Ztráta očekávaného konečného výsledku proti nejlepšímu tahu, jako jeho podíl: pod %1 dobrý tah, od %1 nepřesnost, od %2 chyba, od %3 hrubá chyba.</translation>
    </message>
    <message>
        <source>1 best move</source>
        <translation>1 nejlepší tah</translation>
    </message>
    <message numerus="yes">
        <source>%n best moves</source>
        <translation>
            <numerusform>%n nejlepší tah</numerusform>
            <numerusform>%n nejlepší tahy</numerusform>
            <numerusform>%n nejlepších tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n dobrý</numerusform>
            <numerusform>%n dobré</numerusform>
            <numerusform>%n dobrých</numerusform>
        </translation>
    </message>
    <message>
        <source>1 good move</source>
        <translation>1 dobrý tah</translation>
    </message>
    <message numerus="yes">
        <source>%n good moves</source>
        <translation>
            <numerusform>%n dobrý tah</numerusform><numerusform>%n dobré tahy</numerusform><numerusform>%n dobrých tahů</numerusform></translation>
    </message>
    <message>
        <source>1 inaccuracy</source>
        <translation>1 nepřesnost</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracies</source>
        <translation>
            <numerusform>%n nepřesnost</numerusform>
            <numerusform>%n nepřesnosti</numerusform>
            <numerusform>%n nepřesností</numerusform>
        </translation>
    </message>
    <message>
        <source>1 mistake</source>
        <translation>1 chyba</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>1 blunder</source>
        <translation>1 hrubá chyba</translation>
    </message>
    <message numerus="yes">
        <source>%n blunders</source>
        <translation>
            <numerusform>%n hrubá chyba</numerusform>
            <numerusform>%n hrubé chyby</numerusform>
            <numerusform>%n hrubých chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 — %2: %3 (%4); better: %5 (%6)</source>
        <translation>Tah %1 — %2: %3 (%4); lepší: %5 (%6)</translation>
    </message>
    <message>
        <source>The strong AI's review</source>
        <translation>Rozbor silného počítače</translation>
    </message>
    <message>
        <source>The three costliest moves of each person</source>
        <translation>Tři nejdražší tahy každého hráče</translation>
    </message>
    <message>
        <source>Go on with the review</source>
        <translation>Pokračovat v rozboru</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Rozebrat hru</translation>
    </message>
    <message>
        <source>%1 of %2 decisions</source>
        <translation>%1 z %2 rozhodnutí</translation>
    </message>
    <message>
        <source>The strong AI goes through every decision of the game…</source>
        <translation>Silný počítač prochází každé rozhodnutí hry…</translation>
    </message>
    <message>
        <source>The strong AI goes through every decision of the game: about a minute left.</source>
        <translation>Silný počítač prochází každé rozhodnutí hry: zbývá asi minuta.</translation>
    </message>
    <message numerus="yes">
        <source>The strong AI goes through every decision of the game: about %n minutes left.</source>
        <translation>
            <numerusform>Silný počítač prochází každé rozhodnutí hry: zbývá asi %n minuta.</numerusform>
            <numerusform>Silný počítač prochází každé rozhodnutí hry: zbývají asi %n minuty.</numerusform>
            <numerusform>Silný počítač prochází každé rozhodnutí hry: zbývá asi %n minut.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move cost anything.</source>
        <translation>Žádný tah nic nestál.</translation>
    </message>
</context>
</TS>
