/**
 * The Serbian demo site's terms and conditions, privacy policy and terms of payment, as a real Serbian home shop
 * would write them; delivery and returns agree with its "Dostava i plaćanje" page.
 */
import { bold, bullets, heading, para, richText, steps } from '../site-texts';

export const DEMO_TERMS_AND_CONDITIONS = richText(
  para(
    'Ovi uslovi važe za sve posetioce i korisnike sajta Izlog Demo, prodavnice nameštaja, posuđa, tekstila i dekoracije iz domaćih radionica i magazina sa savetima i receptima. Sajtom upravlja Izlog Demo d.o.o., Knez Mihailova 12, Beograd. Korišćenjem sajta prihvatate ove uslove; ako se sa njima ne slažete, molimo vas da sajt ne koristite.',
  ),
  heading('Nalog'),
  para(
    'Za pisanje blogova, pravljenje planera i komentarisanje potreban vam je nalog. Prilikom registracije navodite tačne podatke i lozinku čuvate za sebe; za ono što se uradi sa vašeg naloga odgovarate vi. Nalog potvrđujete preko linka koji vam šaljemo mejlom.',
  ),
  para(
    'Firme koje prodaju preko sajta registruju se kao klijenti. Klijent odgovara za tačnost opisa, cena i zaliha svojih proizvoda i za isporuku onoga što je prodao.',
  ),
  heading('Sadržaj koji objavljujete'),
  para(
    'Blogovi, katalozi, proizvodi i komentari korisnika pre objavljivanja prolaze kroz moderaciju. Ne objavljujemo sadržaj koji:',
  ),
  bullets(
    'vređa, preti ili širi mržnju prema bilo kome;',
    'reklamira tuđe proizvode ili usluge bez dogovora sa nama;',
    'krši tuđa autorska prava, na primer fotografije preuzete bez dozvole;',
    'otkriva tuđe lične podatke.',
  ),
  para(
    'Objavljivanjem nam dajete pravo da sadržaj prikazujemo na sajtu i u aplikaciji dok ga ne uklonite. Autorska prava ostaju vama.',
  ),
  heading('Blokiranje naloga'),
  para(
    'Nalog koji više puta prekrši ova pravila možemo privremeno ili trajno blokirati. O blokiranju vas obaveštavamo mejlom i navodimo razlog; na odluku se možete žaliti na adresu podrska@demo.example.com.',
  ),
  heading('Odgovornost'),
  para(
    'Trudimo se da opisi, slike i cene budu tačni, ali se boje na ekranu mogu razlikovati od stvarnih, a ručno rađeni predmeti međusobno se razlikuju u sitnicama. Saveti iz magazina su opšti; za radove na instalacijama i nosivim zidovima obratite se stručnjaku.',
  ),
  heading('Izmene uslova'),
  para(
    'Uslove možemo menjati. O važnim izmenama obaveštavamo registrovane korisnike mejlom najmanje 15 dana pre nego što stupe na snagu. Na sve što ovi uslovi ne uređuju primenjuju se propisi Republike Srbije.',
  ),
);

export const DEMO_PRIVACY_POLICY = richText(
  para(
    'Izlog Demo d.o.o. obrađuje vaše lične podatke u skladu sa Zakonom o zaštiti podataka o ličnosti. Ovde piše koje podatke prikupljamo, zašto, koliko ih dugo čuvamo i koja prava imate.',
  ),
  heading('Koje podatke prikupljamo'),
  bullets(
    `${bold('Podatke naloga:')} ime, korisničko ime, adresu e-pošte i lozinku (čuvamo samo njen otisak, nikad samu lozinku).`,
    `${bold('Podatke profila')} koje sami unesete: sliku, biografiju, telefon, adresu, datum rođenja i linkove ka društvenim mrežama.`,
    `${bold('Podatke o kupovini:')} adresu isporuke, telefon za kurira i spisak poručenih proizvoda.`,
    `${bold('Tehničke podatke:')} IP adresu i vrstu pregledača pri prijavi, radi zaštite naloga.`,
  ),
  heading('Zašto ih koristimo'),
  steps(
    'da biste mogli da se prijavite i koristite nalog;',
    'da isporučimo poručeno i javimo vam gde je pošiljka;',
    'da sprečimo zloupotrebe, na primer pokušaje pogađanja lozinke;',
    'da vam šaljemo novosti, samo ako ste na to pristali.',
  ),
  heading('Šta je javno'),
  para(
    'Na vašem javnom profilu vide se korisničko ime, ime, slika, biografija i linkovi koje ste uneli. Adresu e-pošte i telefon nikome ne prikazujemo, osim javne adrese koju sami navedete.',
  ),
  heading('Kome ih dajemo'),
  para(
    'Podatke za isporuku dajemo kurirskoj službi, a plaćanje karticom obrađuje banka; broj vaše kartice mi ne vidimo. Podatke ne prodajemo i ne ustupamo drugima za reklame.',
  ),
  heading('Koliko ih čuvamo'),
  para(
    'Podatke naloga čuvamo dok nalog postoji. Podatke o kupovini čuvamo onoliko koliko to traže propisi o računovodstvu. Kada obrišete nalog, podatke profila brišemo u roku od 30 dana.',
  ),
  heading('Vaša prava'),
  para(
    'Možete tražiti uvid u svoje podatke, njihovu ispravku ili brisanje, i u svakom trenutku povući pristanak za novosti. Pišite nam na privatnost@demo.example.com; odgovaramo u roku od 30 dana. Ako smatrate da su vam prava povređena, možete se obratiti Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti.',
  ),
);

export const DEMO_TERMS_OF_PAYMENT = richText(
  para(
    'Sve cene na sajtu su u dinarima i uključuju PDV. Iznos u evrima prikazan je samo informativno, po srednjem kursu Narodne banke Srbije na dan porudžbine; plaća se uvek u dinarima.',
  ),
  heading('Načini plaćanja'),
  bullets(
    `${bold('Platnom karticom')} (Visa, Mastercard, DinaCard) na sajtu; plaćanje štiti 3-D Secure provera vaše banke.`,
    `${bold('Pouzećem:')} gotovinom kuriru pri preuzimanju pošiljke.`,
    `${bold('Uplatom na račun:')} po predračunu koji vam šaljemo mejlom; porudžbinu šaljemo kada uplata stigne.`,
  ),
  heading('Cena na upit'),
  para(
    'Za nameštaj koji se izrađuje po meri umesto cene piše „na upit”. Pošaljite nam mere i željeni materijal, a mi vam u roku od dva radna dana šaljemo ponudu sa cenom i rokom izrade.',
  ),
  heading('Dostava'),
  para(
    'Dostavljamo u celoj Srbiji za dva do pet radnih dana. Dostava je besplatna za porudžbine preko 10.000 dinara, a za manje košta 450 dinara. Nameštaj dostavljamo sopstvenim vozilom, u dogovoreni dan.',
  ),
  heading('Odustanak i reklamacije'),
  para(
    'Od kupovine preko sajta možete odustati u roku od 14 dana od prijema, bez navođenja razloga, u skladu sa Zakonom o zaštiti potrošača. Proizvod vratite neoštećen, u originalnom pakovanju; novac vraćamo na isti način na koji ste platili, najkasnije 14 dana od odustanka. Ovo ne važi za nameštaj izrađen po vašoj meri.',
  ),
  para(
    'Reklamaciju pošaljite na reklamacije@demo.example.com, sa brojem porudžbine i fotografijom. Na reklamaciju odgovaramo u roku od 8 dana, a rešavamo je najkasnije u roku od 15 dana.',
  ),
);
