/**
 * Fictional multi-brand dealers of the demo marketplace, spread over real Italian cities.
 * Names, companies, phone numbers and descriptions are invented; addresses use real street
 * names with invented house numbers; e-mails and websites use the reserved .example TLD.
 * VAT numbers are not here: the seed computes valid ones.
 */

export interface DealerSpec {
  name: string;
  companyName: string;
  city: string;
  /** Province code, one of provinces.ts. */
  provinceCode: string;
  postalCode: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website?: string;
  description: string;
}

export const dealers: readonly DealerSpec[] = [
  // The first two are the two branches of the same company (the demo dealer owner holds both).
  {
    name: 'Rossi Automobili', companyName: 'Rossi Automobili S.r.l.', city: 'Milano', provinceCode: 'MI', postalCode: '20155',
    address: 'Viale Certosa 218', latitude: 45.4968, longitude: 9.1392, phone: '+39 02 3931 4470',
    email: 'info@rossiautomobili.example', website: 'https://rossiautomobili.example',
    description: 'Dal 1978 selezioniamo auto usate e a km 0 di tutte le marche. Ogni vettura è controllata in officina e consegnata con garanzia di 12 mesi.',
  },
  {
    name: 'Rossi Automobili Monza', companyName: 'Rossi Automobili S.r.l.', city: 'Monza', provinceCode: 'MB', postalCode: '20900',
    address: 'Viale Lombardia 251', latitude: 45.5791, longitude: 9.2893, phone: '+39 039 284 6612',
    email: 'monza@rossiautomobili.example', website: 'https://rossiautomobili.example/monza',
    description: 'La sede brianzola di Rossi Automobili: SUV, station wagon e auto aziendali con finanziamenti su misura e ritiro del tuo usato.',
  },
  {
    name: 'Esposito Motors', companyName: 'Esposito Motors S.r.l.', city: 'Napoli', provinceCode: 'NA', postalCode: '80147',
    address: 'Via Argine 640', latitude: 40.8622, longitude: 14.3251, phone: '+39 081 559 2318',
    email: 'info@espositomotors.example', website: 'https://espositomotors.example',
    description: 'Concessionaria multimarca a conduzione familiare nella zona orientale di Napoli. City car, utilitarie e SUV pronti consegna con passaggio di proprietà incluso.',
  },
  {
    name: 'Autocentro Lombardo', companyName: 'Autocentro Lombardo S.p.A.', city: 'Milano', provinceCode: 'MI', postalCode: '20151',
    address: 'Via Gallarate 317', latitude: 45.5049, longitude: 9.1238, phone: '+39 02 3800 5521',
    email: 'vendite@autocentrolombardo.example', website: 'https://autocentrolombardo.example',
    description: 'Oltre 300 vetture in pronta consegna su un piazzale coperto di 6.000 mq. Specialisti in auto premium e ibride con garanzia fino a 36 mesi.',
  },
  {
    name: 'Linate Car Center', companyName: 'Linate Car Center S.r.l.', city: 'Milano', provinceCode: 'MI', postalCode: '20138',
    address: 'Via Mecenate 84', latitude: 45.4466, longitude: 9.2471, phone: '+39 02 5801 9936',
    email: 'info@linatecarcenter.example',
    description: 'Usato garantito a due passi dall\'aeroporto di Linate. Permute, noleggio a lungo termine e consegna a domicilio in tutta la Lombardia.',
  },
  {
    name: 'Capitale Auto', companyName: 'Capitale Auto S.r.l.', city: 'Roma', provinceCode: 'RM', postalCode: '00159',
    address: 'Via Tiburtina 1020', latitude: 41.9168, longitude: 12.5692, phone: '+39 06 4122 7705',
    email: 'info@capitaleauto.example', website: 'https://capitaleauto.example',
    description: 'Auto usate certificate di tutte le marche sulla Tiburtina. Finanziamenti a tasso agevolato e valutazione gratuita della tua auto.',
  },
  {
    name: 'EUR Motors', companyName: 'EUR Motors S.r.l.', city: 'Roma', provinceCode: 'RM', postalCode: '00144',
    address: 'Via Cristoforo Colombo 1345', latitude: 41.8309, longitude: 12.4702, phone: '+39 06 5922 8140',
    email: 'info@eurmotors.example', website: 'https://eurmotors.example',
    description: 'Berline, SUV e sportive selezionate nel quartiere EUR. Ogni auto ha storico tagliandi verificato e report sulla provenienza.',
  },
  {
    name: 'De Santis Automobili', companyName: 'De Santis Automobili S.a.s.', city: 'Roma', provinceCode: 'RM', postalCode: '00176',
    address: 'Via Prenestina 412', latitude: 41.8928, longitude: 12.5561, phone: '+39 06 2170 3349',
    email: 'info@desantisautomobili.example',
    description: 'Da tre generazioni vendiamo auto usate a Roma est. Prezzi trasparenti, prova su strada su appuntamento e officina interna.',
  },
  {
    name: 'Mole Auto', companyName: 'Mole Auto S.r.l.', city: 'Torino', provinceCode: 'TO', postalCode: '10155',
    address: 'Corso Giulio Cesare 290', latitude: 45.0948, longitude: 7.6958, phone: '+39 011 248 7731',
    email: 'info@moleauto.example', website: 'https://moleauto.example',
    description: 'Specialisti in usato recente e km 0 dei marchi italiani. Ampia scelta di Fiat, Jeep, Alfa Romeo e Lancia con garanzia ufficiale.',
  },
  {
    name: 'Gribaudo & Bianco Automobili', companyName: 'Gribaudo & Bianco S.n.c.', city: 'Torino', provinceCode: 'TO', postalCode: '10137',
    address: 'Corso Orbassano 336', latitude: 45.0378, longitude: 7.6286, phone: '+39 011 309 5528',
    email: 'info@gribaudobianco.example',
    description: 'Piccolo autosalone di quartiere con grande attenzione al cliente. Auto per neopatentati, utilitarie e monovolume per la famiglia.',
  },
  {
    name: 'Vesuvio Car', companyName: 'Vesuvio Car S.r.l.', city: 'Napoli', provinceCode: 'NA', postalCode: '80142',
    address: 'Via Galileo Ferraris 161', latitude: 40.8479, longitude: 14.2843, phone: '+39 081 787 4460',
    email: 'info@vesuviocar.example', website: 'https://vesuviocar.example',
    description: 'Auto usate e aziendali a pochi minuti dalla stazione centrale. Finanziamenti anche senza anticipo e garanzia su motore e cambio.',
  },
  {
    name: 'Felsina Motori', companyName: 'Felsina Motori S.r.l.', city: 'Bologna', provinceCode: 'BO', postalCode: '40128',
    address: 'Via Stalingrado 75', latitude: 44.5188, longitude: 11.3627, phone: '+39 051 632 1904',
    email: 'info@felsinamotori.example', website: 'https://felsinamotori.example',
    description: 'Vetture selezionate e ricondizionate nel nostro centro tecnico vicino alla Fiera. Specializzati in ibride ed elettriche usate con batteria certificata.',
  },
  {
    name: 'Autosalone Guidi', companyName: 'Guidi Auto S.a.s. di Guidi Paolo & C.', city: 'Bologna', provinceCode: 'BO', postalCode: '40139',
    address: 'Via Emilia Levante 188', latitude: 44.4846, longitude: 11.3859, phone: '+39 051 490 2276',
    email: 'info@autosaloneguidi.example',
    description: 'Dal 1985 sulla via Emilia: usato di qualità, permute e pratiche auto complete. Ti aspettiamo anche il sabato.',
  },
  {
    name: 'Galli Automobili', companyName: 'Galli Automobili S.r.l.', city: 'Firenze', provinceCode: 'FI', postalCode: '50127',
    address: 'Viale Alessandro Guidoni 121', latitude: 43.7963, longitude: 11.2198, phone: '+39 055 411 6683',
    email: 'info@galliautomobili.example', website: 'https://galliautomobili.example',
    description: 'Auto premium e SUV usati con pacchetto garanzia e tagliando inclusi. Consulenza personalizzata per privati e partite IVA.',
  },
  {
    name: 'Arno Car Center', companyName: 'Arno Car Center S.r.l.', city: 'Firenze', provinceCode: 'FI', postalCode: '50145',
    address: 'Via Pratese 204', latitude: 43.7947, longitude: 11.1943, phone: '+39 055 317 2290',
    email: 'info@arnocarcenter.example',
    description: 'Grande scelta di city car e utilitarie a basso consumo, ideali per la ZTL e per i neopatentati. Ritiriamo il tuo usato al miglior prezzo.',
  },
  {
    name: 'Levante Motors', companyName: 'Levante Motors S.r.l.', city: 'Bari', provinceCode: 'BA', postalCode: '70126',
    address: 'Viale Japigia 92', latitude: 41.1006, longitude: 16.8907, phone: '+39 080 556 3417',
    email: 'info@levantemotors.example', website: 'https://levantemotors.example',
    description: 'Concessionaria multimarca con officina e carrozzeria interne. Auto usate garantite, km 0 e veicoli commerciali.',
  },
  {
    name: 'Autosalone Lorusso', companyName: 'Lorusso Auto S.r.l.', city: 'Bari', provinceCode: 'BA', postalCode: '70125',
    address: 'Corso Alcide De Gasperi 410', latitude: 41.0912, longitude: 16.8594, phone: '+39 080 501 7782',
    email: 'info@autosalonelorusso.example',
    description: 'Auto usate a prezzi chiari, senza sorprese. Finanziamenti rapidi con risposta in giornata e consegna in tutta la Puglia.',
  },
  {
    name: "Conca d'Oro Auto", companyName: "Conca d'Oro Auto S.r.l.", city: 'Palermo', provinceCode: 'PA', postalCode: '90129',
    address: 'Viale Regione Siciliana Sud-Est 2240', latitude: 38.1093, longitude: 13.3251, phone: '+39 091 642 8815',
    email: 'info@concadoroauto.example', website: 'https://concadoroauto.example',
    description: 'Uno dei più grandi piazzali di usato della Sicilia occidentale. Ogni auto è sottoposta a un controllo in 110 punti.',
  },
  {
    name: 'Lo Iacono Automobili', companyName: 'Lo Iacono Automobili S.r.l.', city: 'Palermo', provinceCode: 'PA', postalCode: '90146',
    address: 'Via Ugo La Malfa 56', latitude: 38.1486, longitude: 13.3197, phone: '+39 091 688 2043',
    email: 'info@loiaconoautomobili.example',
    description: 'Usato selezionato e vetture aziendali a fine noleggio. Garanzia 12 mesi e assistenza post-vendita nella nostra officina.',
  },
  {
    name: 'Scaligera Auto', companyName: 'Scaligera Auto S.r.l.', city: 'Verona', provinceCode: 'VR', postalCode: '37135',
    address: 'Viale del Lavoro 33', latitude: 45.4157, longitude: 10.9874, phone: '+39 045 820 3361',
    email: 'info@scaligeraauto.example', website: 'https://scaligeraauto.example',
    description: 'Vicino alla Fiera di Verona, proponiamo SUV e station wagon usati per famiglie e professionisti. Permuta e finanziamento in sede.',
  },
  {
    name: 'Autosalone Zanon', companyName: 'Zanon Automobili S.n.c.', city: 'Padova', provinceCode: 'PD', postalCode: '35127',
    address: 'Corso Stati Uniti 24', latitude: 45.3932, longitude: 11.9236, phone: '+39 049 870 4419',
    email: 'info@autosalonezanon.example',
    description: 'Azienda di famiglia nella zona industriale di Padova. Usato di ogni marca, veicoli commerciali e auto per neopatentati.',
  },
  {
    name: 'Leonessa Motors', companyName: 'Leonessa Motors S.r.l.', city: 'Brescia', provinceCode: 'BS', postalCode: '25127',
    address: 'Via Triumplina 143', latitude: 45.5654, longitude: 10.2208, phone: '+39 030 200 7785',
    email: 'info@leonessamotors.example', website: 'https://leonessamotors.example',
    description: 'Auto tedesche usate e a km 0, selezionate una per una. Report sulla storia del veicolo disponibile per ogni auto in vendita.',
  },
  {
    name: 'Autosalone Rota', companyName: 'Autosalone Rota S.r.l.', city: 'Bergamo', provinceCode: 'BG', postalCode: '24125',
    address: 'Via Borgo Palazzo 140', latitude: 45.6921, longitude: 9.6897, phone: '+39 035 241 6650',
    email: 'info@autosalonerota.example', website: 'https://autosalonerota.example',
    description: 'Dal 1972 a Bergamo: auto usate garantite, ibride e fuoristrada. Officina autorizzata per la revisione e il tagliando.',
  },
  {
    name: 'Lanterna Auto', companyName: 'Lanterna Auto S.r.l.', city: 'Genova', provinceCode: 'GE', postalCode: '16152',
    address: 'Corso Ferdinando Maria Perrone 118', latitude: 44.4367, longitude: 8.8826, phone: '+39 010 651 2297',
    email: 'info@lanternaauto.example', website: 'https://lanternaauto.example',
    description: 'Usato multimarca in Val Polcevera con ampio parcheggio clienti. Utilitarie e city car facili da parcheggiare, ideali per muoversi in città.',
  },
  {
    name: 'Etna Car Center', companyName: 'Etna Car Center S.r.l.', city: 'Catania', provinceCode: 'CT', postalCode: '95123',
    address: 'Viale Mario Rapisardi 512', latitude: 37.5198, longitude: 15.0782, phone: '+39 095 716 4408',
    email: 'info@etnacarcenter.example', website: 'https://etnacarcenter.example',
    description: 'Centro dell\'usato garantito di Catania: oltre 150 auto disponibili, finanziamenti personalizzati e consegna in tutta la Sicilia orientale.',
  },
  {
    name: 'Autosalone Pisano', companyName: 'Pisano Auto S.r.l.', city: 'Cagliari', provinceCode: 'CA', postalCode: '09122',
    address: 'Viale Monastir 125', latitude: 39.2458, longitude: 9.1066, phone: '+39 070 284 1937',
    email: 'info@autosalonepisano.example',
    description: 'Auto usate e km 0 per tutta la Sardegna, con spedizione gratuita ai porti dell\'isola. Permute e pratiche complete in sede.',
  },
  {
    name: 'Laguna Motors', companyName: 'Laguna Motors S.r.l.', city: 'Venezia', provinceCode: 'VE', postalCode: '30174',
    address: 'Via Miranese 206', latitude: 45.4873, longitude: 12.2054, phone: '+39 041 915 3306',
    email: 'info@lagunamotors.example', website: 'https://lagunamotors.example',
    description: 'A Mestre, a pochi minuti dalla tangenziale: usato recente, aziendali e auto elettriche con ricarica di cortesia.',
  },
  {
    name: 'Marca Auto', companyName: 'Marca Auto S.r.l.', city: 'Treviso', provinceCode: 'TV', postalCode: '31100',
    address: 'Viale della Repubblica 211', latitude: 45.6794, longitude: 12.2187, phone: '+39 0422 430 517',
    email: 'info@marcaauto.example',
    description: 'Auto usate controllate e garantite nella Marca trevigiana. Specializzati in station wagon e monovolume per la famiglia.',
  },
  {
    name: 'Ghirlandina Automobili', companyName: 'Ghirlandina Automobili S.r.l.', city: 'Modena', provinceCode: 'MO', postalCode: '41123',
    address: 'Via Emilia Ovest 960', latitude: 44.6402, longitude: 10.8951, phone: '+39 059 827 1143',
    email: 'info@ghirlandinaautomobili.example', website: 'https://ghirlandinaautomobili.example',
    description: 'Nella terra dei motori: sportive, granturismo e usato premium selezionato. Valutiamo e ritiriamo auto d\'epoca e da collezione.',
  },
  {
    name: 'Ducale Car', companyName: 'Ducale Car S.r.l.', city: 'Parma', provinceCode: 'PR', postalCode: '43123',
    address: 'Via Emilia Est 137', latitude: 44.7942, longitude: 10.3511, phone: '+39 0521 492 618',
    email: 'info@ducalecar.example',
    description: 'Usato multimarca e km 0 con finanziamento in sede. Tutte le auto sono igienizzate e tagliandate prima della consegna.',
  },
  {
    name: 'Adriatica Auto', companyName: 'Adriatica Auto S.r.l.', city: 'Pescara', provinceCode: 'PE', postalCode: '65128',
    address: 'Via Tiburtina Valeria 318', latitude: 42.4502, longitude: 14.1947, phone: '+39 085 431 7725',
    email: 'info@adriaticaauto.example', website: 'https://adriaticaauto.example',
    description: 'Il riferimento per l\'usato in Abruzzo: SUV, berline e veicoli commerciali con garanzia e assistenza in tutta la regione.',
  },
  {
    name: 'Autosalone Mancinelli', companyName: 'Mancinelli Automobili S.r.l.', city: 'Ancona', provinceCode: 'AN', postalCode: '60126',
    address: 'Via Flaminia 420', latitude: 43.6014, longitude: 13.4812, phone: '+39 071 280 5539',
    email: 'info@autosalonemancinelli.example',
    description: 'Autosalone storico di Ancona con vista sul mare. Auto usate di ogni fascia di prezzo e permuta del tuo usato.',
  },
  {
    name: 'Grifo Motors', companyName: 'Grifo Motors S.r.l.', city: 'Perugia', provinceCode: 'PG', postalCode: '06129',
    address: 'Via Settevalli 461', latitude: 43.0951, longitude: 12.3763, phone: '+39 075 505 6892',
    email: 'info@grifomotors.example', website: 'https://grifomotors.example',
    description: 'Usato garantito in Umbria: fuoristrada e 4x4 per chi vive in collina, city car per chi si muove in città.',
  },
  {
    name: "Autosalone D'Amato", companyName: "D'Amato Auto S.r.l.", city: 'Salerno', provinceCode: 'SA', postalCode: '84131',
    address: 'Via Generale Clark 88', latitude: 40.6497, longitude: 14.8051, phone: '+39 089 338 1204',
    email: 'info@autosalonedamato.example',
    description: 'Auto usate selezionate nella zona industriale di Salerno. Assistenza completa su finanziamenti, assicurazione e passaggio di proprietà.',
  },
  {
    name: 'Salento Car', companyName: 'Salento Car S.r.l.', city: 'Lecce', provinceCode: 'LE', postalCode: '73100',
    address: 'Via Leuca 171', latitude: 40.3452, longitude: 18.1702, phone: '+39 0832 245 809',
    email: 'info@salentocar.example', website: 'https://salentocar.example',
    description: 'Cabrio, city car e SUV usati per vivere il Salento tutto l\'anno. Garanzia 12 mesi e consegna a domicilio in provincia.',
  },
  {
    name: 'Stretto Motors', companyName: 'Stretto Motors S.r.l.', city: 'Reggio Calabria', provinceCode: 'RC', postalCode: '89132',
    address: 'Viale Calabria 244', latitude: 38.0953, longitude: 15.6504, phone: '+39 0965 591 372',
    email: 'info@strettomotors.example',
    description: 'Usato multimarca sullo Stretto, con clienti anche da Messina. Auto controllate e garantite, finanziamenti su misura.',
  },
  {
    name: 'Autosalone Satta', companyName: 'Satta Automobili S.n.c.', city: 'Sassari', provinceCode: 'SS', postalCode: '07100',
    address: 'Viale Porto Torres 61', latitude: 40.7392, longitude: 8.5493, phone: '+39 079 260 4418',
    email: 'info@autosalonesatta.example',
    description: 'Da quarant\'anni nel nord Sardegna: usato garantito, fuoristrada e veicoli commerciali con officina interna.',
  },
  {
    name: 'Dolomiti Auto', companyName: 'Dolomiti Auto S.r.l.', city: 'Trento', provinceCode: 'TN', postalCode: '38121',
    address: 'Via Brennero 296', latitude: 46.0912, longitude: 11.1196, phone: '+39 0461 820 374',
    email: 'info@dolomitiauto.example', website: 'https://dolomitiauto.example',
    description: 'Specialisti in trazione integrale: SUV e station wagon 4x4 usate, pronte per la montagna con gomme invernali su richiesta.',
  },
  {
    name: 'Friul Car', companyName: 'Friul Car S.r.l.', city: 'Udine', provinceCode: 'UD', postalCode: '33100',
    address: 'Viale Tricesimo 190', latitude: 46.0853, longitude: 13.2297, phone: '+39 0432 470 926',
    email: 'info@friulcar.example',
    description: 'Usato multimarca in Friuli con attenzione alla qualità: ogni auto è revisionata e consegnata con tagliando appena eseguito.',
  },
  {
    name: 'Prealpi Automobili', companyName: 'Prealpi Automobili S.r.l.', city: 'Varese', provinceCode: 'VA', postalCode: '21100',
    address: 'Viale Luigi Borri 230', latitude: 45.8003, longitude: 8.8412, phone: '+39 0332 283 651',
    email: 'info@prealpiautomobili.example', website: 'https://prealpiautomobili.example',
    description: 'Auto usate e km 0 tra Varese e il confine svizzero. Anche vetture di importazione con documenti in regola e immatricolazione italiana.',
  },
];
