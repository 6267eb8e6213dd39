import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic, toScript, transliterateHtml } from './serbian-script';

describe('latinToCyrillic', () => {
  it.each([
    ['Dobro došli u naš izlog!', 'Добро дошли у наш излог!'],
    ['Ljubljana i Njegoš, džep i đak.', 'Љубљана и Његош, џеп и ђак.'],
    ['LJUBLJANA, NJEGOŠ, DŽEP', 'ЉУБЉАНА, ЊЕГОШ, ЏЕП'],
    ['Čaša ćevapa, šta još? Žuti cvet.', 'Чаша ћевапа, шта још? Жути цвет.'],
    ['Pokušajte ponovo za {{seconds}} s.', 'Покушајте поново за {{seconds}} с.'],
  ])('writes %s in Cyrillic', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('splits nj and dž where a prefix meets a root, and joins them everywhere else', () => {
    expect(latinToCyrillic('Injekcija, konjunktura i vanjezički')).toBe('Инјекција, конјунктура и ванјезички');
    expect(latinToCyrillic('Nadživeti podželudačnu')).toBe('Надживети поджелудачну');
    expect(latinToCyrillic('Konj i njiva, odžak')).toBe('Коњ и њива, оџак');
  });

  it('keeps dj as two letters and takes đ as one', () => {
    expect(latinToCyrillic('odjednom Đorđe')).toBe('одједном Ђорђе');
  });

  it('leaves e-mail addresses, links and domain names as written', () => {
    expect(latinToCyrillic('Pišite na prodaja@izlog.rs ili posetite https://izlog.rs/proizvodi?strana=2.')).toBe(
      'Пишите на prodaja@izlog.rs или посетите https://izlog.rs/proizvodi?strana=2.',
    );
    expect(latinToCyrillic('Sajt www.radnja-jutro.rs i logo.png')).toBe('Сајт www.radnja-jutro.rs и logo.png');
  });

  it('leaves HTML tags, entities, i18next nestings and numbers as written', () => {
    expect(latinToCyrillic('<strong class="cena">Cena</strong>&nbsp;12.900 din, $t(common.close)')).toBe(
      '<strong class="cena">Цена</strong>&nbsp;12.900 дин, $t(common.close)',
    );
  });

  it('leaves foreign words, names and abbreviations in Latin letters', () => {
    expect(latinToCyrillic('Pratite nas na Facebook, Twitter i YouTube; iPhone i 4K ekran')).toBe(
      'Пратите нас на Facebook, Twitter и YouTube; iPhone и 4K екран',
    );
    expect(latinToCyrillic('Preuzmite PDF ili Müller')).toBe('Преузмите PDF или Müller');
    expect(latinToCyrillic('Plaćanje karticama Visa i Mastercard')).toBe('Плаћање картицама Visa и Mastercard');
  });

  it('leaves Cyrillic text as it is', () => {
    expect(latinToCyrillic('Већ ћирилица')).toBe('Већ ћирилица');
  });
});

describe('cyrillicToLatin', () => {
  it.each([
    ['Љубљана и Његош, џеп и ђак.', 'Ljubljana i Njegoš, džep i đak.'],
    ['ЉУБЉАНА, ЊЕГОШ, ЏЕП', 'LJUBLJANA, NJEGOŠ, DŽEP'],
    ['Инјекција у Џ-блоку', 'Injekcija u Dž-bloku'],
    ['Купите на izlog.rs', 'Kupite na izlog.rs'],
  ])('writes %s in Latin', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  it('goes back to the same Latin text', () => {
    const sentence = 'Ljubljana, Njegoš i džep: sve što vam treba za leto.';
    expect(cyrillicToLatin(latinToCyrillic(sentence))).toBe(sentence);
  });
});

describe('toScript', () => {
  it('writes the text in the script asked for', () => {
    expect(toScript('Hleb i mleko', 'cyrillic')).toBe('Хлеб и млеко');
    expect(toScript('Хлеб и млеко', 'latin')).toBe('Hleb i mleko');
    expect(toScript('Hleb i mleko', 'latin')).toBe('Hleb i mleko');
  });
});

describe('transliterateHtml', () => {
  it('changes the text between tags only', () => {
    expect(
      transliterateHtml('<p title="Naslov">Svaki sto je <a href="/proizvodi/sto">numerisan</a>.</p>', 'cyrillic'),
    ).toBe('<p title="Naslov">Сваки сто је <a href="/proizvodi/sto">нумерисан</a>.</p>');
    expect(transliterateHtml('<p>Сваки <em>сто</em></p>', 'latin')).toBe('<p>Svaki <em>sto</em></p>');
  });

  it('keeps a tag whole when a quoted attribute holds a ">"', () => {
    expect(transliterateHtml('<a title="a>b" href="/proizvodi/sto">Sto</a>', 'cyrillic')).toBe(
      '<a title="a>b" href="/proizvodi/sto">Сто</a>',
    );
    expect(transliterateHtml("<a title='x>y' href='/o-nama'>O nama</a>", 'cyrillic')).toBe(
      "<a title='x>y' href='/o-nama'>О нама</a>",
    );
  });

  it('leaves code as written', () => {
    expect(transliterateHtml('<p>Upišite <code>izlog start</code> pa</p>', 'cyrillic')).toBe(
      '<p>Упишите <code>izlog start</code> па</p>',
    );
  });
});
