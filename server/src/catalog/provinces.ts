/**
 * The 107 Italian provinces and equivalent bodies (metropolitan cities, the autonomous
 * provinces of Trento and Bolzano, Aosta, the Friulian regional decentralisation bodies
 * and the Sardinian provinces including Sud Sardegna), with the vehicle-plate code and
 * the coordinates of the chief town (capoluogo). Used to turn a city or province name
 * into a point for the radius filter.
 */

export interface Province {
  /** Two-letter code (targa), e.g. 'MI'. */
  code: string;
  name: string;
  region: string;
  /** Chief town latitude, WGS84. */
  latitude: number;
  /** Chief town longitude, WGS84. */
  longitude: number;
}

export const provinces: readonly Province[] = [
  // Piemonte
  { code: 'TO', name: 'Torino', region: 'Piemonte', latitude: 45.0703, longitude: 7.6869 },
  { code: 'VC', name: 'Vercelli', region: 'Piemonte', latitude: 45.3203, longitude: 8.4199 },
  { code: 'NO', name: 'Novara', region: 'Piemonte', latitude: 45.4454, longitude: 8.622 },
  { code: 'CN', name: 'Cuneo', region: 'Piemonte', latitude: 44.3845, longitude: 7.5427 },
  { code: 'AT', name: 'Asti', region: 'Piemonte', latitude: 44.9008, longitude: 8.2065 },
  { code: 'AL', name: 'Alessandria', region: 'Piemonte', latitude: 44.9125, longitude: 8.615 },
  { code: 'BI', name: 'Biella', region: 'Piemonte', latitude: 45.5629, longitude: 8.058 },
  { code: 'VB', name: 'Verbano-Cusio-Ossola', region: 'Piemonte', latitude: 45.9229, longitude: 8.5518 },
  // Valle d'Aosta
  { code: 'AO', name: 'Aosta', region: "Valle d'Aosta", latitude: 45.7376, longitude: 7.3172 },
  // Lombardia
  { code: 'VA', name: 'Varese', region: 'Lombardia', latitude: 45.8183, longitude: 8.826 },
  { code: 'CO', name: 'Como', region: 'Lombardia', latitude: 45.81, longitude: 9.0852 },
  { code: 'SO', name: 'Sondrio', region: 'Lombardia', latitude: 46.1712, longitude: 9.8728 },
  { code: 'MI', name: 'Milano', region: 'Lombardia', latitude: 45.4642, longitude: 9.19 },
  { code: 'BG', name: 'Bergamo', region: 'Lombardia', latitude: 45.6983, longitude: 9.6773 },
  { code: 'BS', name: 'Brescia', region: 'Lombardia', latitude: 45.5416, longitude: 10.2118 },
  { code: 'PV', name: 'Pavia', region: 'Lombardia', latitude: 45.1847, longitude: 9.1582 },
  { code: 'CR', name: 'Cremona', region: 'Lombardia', latitude: 45.1335, longitude: 10.0224 },
  { code: 'MN', name: 'Mantova', region: 'Lombardia', latitude: 45.1565, longitude: 10.7913 },
  { code: 'LC', name: 'Lecco', region: 'Lombardia', latitude: 45.8533, longitude: 9.3903 },
  { code: 'LO', name: 'Lodi', region: 'Lombardia', latitude: 45.3138, longitude: 9.503 },
  { code: 'MB', name: 'Monza e della Brianza', region: 'Lombardia', latitude: 45.5845, longitude: 9.2744 },
  // Trentino-Alto Adige
  { code: 'BZ', name: 'Bolzano', region: 'Trentino-Alto Adige', latitude: 46.4981, longitude: 11.3548 },
  { code: 'TN', name: 'Trento', region: 'Trentino-Alto Adige', latitude: 46.0679, longitude: 11.1211 },
  // Veneto
  { code: 'VR', name: 'Verona', region: 'Veneto', latitude: 45.4384, longitude: 10.9916 },
  { code: 'VI', name: 'Vicenza', region: 'Veneto', latitude: 45.5477, longitude: 11.545 },
  { code: 'BL', name: 'Belluno', region: 'Veneto', latitude: 46.1423, longitude: 12.2168 },
  { code: 'TV', name: 'Treviso', region: 'Veneto', latitude: 45.6669, longitude: 12.242 },
  { code: 'VE', name: 'Venezia', region: 'Veneto', latitude: 45.4371, longitude: 12.3326 },
  { code: 'PD', name: 'Padova', region: 'Veneto', latitude: 45.4064, longitude: 11.8768 },
  { code: 'RO', name: 'Rovigo', region: 'Veneto', latitude: 45.0703, longitude: 11.79 },
  // Friuli-Venezia Giulia
  { code: 'UD', name: 'Udine', region: 'Friuli-Venezia Giulia', latitude: 46.0637, longitude: 13.2358 },
  { code: 'GO', name: 'Gorizia', region: 'Friuli-Venezia Giulia', latitude: 45.941, longitude: 13.6218 },
  { code: 'TS', name: 'Trieste', region: 'Friuli-Venezia Giulia', latitude: 45.6495, longitude: 13.7768 },
  { code: 'PN', name: 'Pordenone', region: 'Friuli-Venezia Giulia', latitude: 45.9564, longitude: 12.6605 },
  // Liguria
  { code: 'IM', name: 'Imperia', region: 'Liguria', latitude: 43.8865, longitude: 8.0297 },
  { code: 'SV', name: 'Savona', region: 'Liguria', latitude: 44.308, longitude: 8.481 },
  { code: 'GE', name: 'Genova', region: 'Liguria', latitude: 44.4056, longitude: 8.9463 },
  { code: 'SP', name: 'La Spezia', region: 'Liguria', latitude: 44.1025, longitude: 9.824 },
  // Emilia-Romagna
  { code: 'PC', name: 'Piacenza', region: 'Emilia-Romagna', latitude: 45.0522, longitude: 9.693 },
  { code: 'PR', name: 'Parma', region: 'Emilia-Romagna', latitude: 44.8015, longitude: 10.3279 },
  { code: 'RE', name: 'Reggio Emilia', region: 'Emilia-Romagna', latitude: 44.6983, longitude: 10.6312 },
  { code: 'MO', name: 'Modena', region: 'Emilia-Romagna', latitude: 44.6471, longitude: 10.9252 },
  { code: 'BO', name: 'Bologna', region: 'Emilia-Romagna', latitude: 44.4949, longitude: 11.3426 },
  { code: 'FE', name: 'Ferrara', region: 'Emilia-Romagna', latitude: 44.8381, longitude: 11.6198 },
  { code: 'RA', name: 'Ravenna', region: 'Emilia-Romagna', latitude: 44.4184, longitude: 12.2035 },
  { code: 'FC', name: 'Forlì-Cesena', region: 'Emilia-Romagna', latitude: 44.2226, longitude: 12.0408 },
  { code: 'RN', name: 'Rimini', region: 'Emilia-Romagna', latitude: 44.06, longitude: 12.566 },
  // Toscana
  { code: 'MS', name: 'Massa-Carrara', region: 'Toscana', latitude: 44.0359, longitude: 10.141 },
  { code: 'LU', name: 'Lucca', region: 'Toscana', latitude: 43.843, longitude: 10.505 },
  { code: 'PT', name: 'Pistoia', region: 'Toscana', latitude: 43.9335, longitude: 10.917 },
  { code: 'FI', name: 'Firenze', region: 'Toscana', latitude: 43.7696, longitude: 11.2558 },
  { code: 'LI', name: 'Livorno', region: 'Toscana', latitude: 43.5485, longitude: 10.3106 },
  { code: 'PI', name: 'Pisa', region: 'Toscana', latitude: 43.716, longitude: 10.4019 },
  { code: 'AR', name: 'Arezzo', region: 'Toscana', latitude: 43.4633, longitude: 11.8797 },
  { code: 'SI', name: 'Siena', region: 'Toscana', latitude: 43.3188, longitude: 11.3308 },
  { code: 'GR', name: 'Grosseto', region: 'Toscana', latitude: 42.763, longitude: 11.1137 },
  { code: 'PO', name: 'Prato', region: 'Toscana', latitude: 43.8805, longitude: 11.097 },
  // Umbria
  { code: 'PG', name: 'Perugia', region: 'Umbria', latitude: 43.1122, longitude: 12.3888 },
  { code: 'TR', name: 'Terni', region: 'Umbria', latitude: 42.5636, longitude: 12.6432 },
  // Marche
  { code: 'PU', name: 'Pesaro e Urbino', region: 'Marche', latitude: 43.9098, longitude: 12.9131 },
  { code: 'AN', name: 'Ancona', region: 'Marche', latitude: 43.6158, longitude: 13.5189 },
  { code: 'MC', name: 'Macerata', region: 'Marche', latitude: 43.2995, longitude: 13.4534 },
  { code: 'AP', name: 'Ascoli Piceno', region: 'Marche', latitude: 42.8535, longitude: 13.5749 },
  { code: 'FM', name: 'Fermo', region: 'Marche', latitude: 43.1605, longitude: 13.7182 },
  // Lazio
  { code: 'VT', name: 'Viterbo', region: 'Lazio', latitude: 42.4168, longitude: 12.1051 },
  { code: 'RI', name: 'Rieti', region: 'Lazio', latitude: 42.404, longitude: 12.857 },
  { code: 'RM', name: 'Roma', region: 'Lazio', latitude: 41.9028, longitude: 12.4964 },
  { code: 'LT', name: 'Latina', region: 'Lazio', latitude: 41.4676, longitude: 12.9036 },
  { code: 'FR', name: 'Frosinone', region: 'Lazio', latitude: 41.6395, longitude: 13.342 },
  // Abruzzo
  { code: 'AQ', name: "L'Aquila", region: 'Abruzzo', latitude: 42.3498, longitude: 13.3995 },
  { code: 'TE', name: 'Teramo', region: 'Abruzzo', latitude: 42.6589, longitude: 13.7044 },
  { code: 'PE', name: 'Pescara', region: 'Abruzzo', latitude: 42.4643, longitude: 14.2142 },
  { code: 'CH', name: 'Chieti', region: 'Abruzzo', latitude: 42.351, longitude: 14.1675 },
  // Molise
  { code: 'CB', name: 'Campobasso', region: 'Molise', latitude: 41.56, longitude: 14.658 },
  { code: 'IS', name: 'Isernia', region: 'Molise', latitude: 41.5938, longitude: 14.2331 },
  // Campania
  { code: 'CE', name: 'Caserta', region: 'Campania', latitude: 41.0742, longitude: 14.3322 },
  { code: 'BN', name: 'Benevento', region: 'Campania', latitude: 41.1297, longitude: 14.7826 },
  { code: 'NA', name: 'Napoli', region: 'Campania', latitude: 40.8518, longitude: 14.2681 },
  { code: 'AV', name: 'Avellino', region: 'Campania', latitude: 40.9142, longitude: 14.7928 },
  { code: 'SA', name: 'Salerno', region: 'Campania', latitude: 40.6824, longitude: 14.7681 },
  // Puglia
  { code: 'FG', name: 'Foggia', region: 'Puglia', latitude: 41.4622, longitude: 15.5446 },
  { code: 'BA', name: 'Bari', region: 'Puglia', latitude: 41.1171, longitude: 16.8719 },
  { code: 'TA', name: 'Taranto', region: 'Puglia', latitude: 40.4644, longitude: 17.247 },
  { code: 'BR', name: 'Brindisi', region: 'Puglia', latitude: 40.6383, longitude: 17.946 },
  { code: 'LE', name: 'Lecce', region: 'Puglia', latitude: 40.3529, longitude: 18.1743 },
  { code: 'BT', name: 'Barletta-Andria-Trani', region: 'Puglia', latitude: 41.319, longitude: 16.283 },
  // Basilicata
  { code: 'PZ', name: 'Potenza', region: 'Basilicata', latitude: 40.64, longitude: 15.8056 },
  { code: 'MT', name: 'Matera', region: 'Basilicata', latitude: 40.6664, longitude: 16.6043 },
  // Calabria
  { code: 'CS', name: 'Cosenza', region: 'Calabria', latitude: 39.2986, longitude: 16.254 },
  { code: 'CZ', name: 'Catanzaro', region: 'Calabria', latitude: 38.91, longitude: 16.5875 },
  { code: 'RC', name: 'Reggio Calabria', region: 'Calabria', latitude: 38.111, longitude: 15.65 },
  { code: 'KR', name: 'Crotone', region: 'Calabria', latitude: 39.0808, longitude: 17.1271 },
  { code: 'VV', name: 'Vibo Valentia', region: 'Calabria', latitude: 38.6765, longitude: 16.1011 },
  // Sicilia
  { code: 'TP', name: 'Trapani', region: 'Sicilia', latitude: 38.0176, longitude: 12.515 },
  { code: 'PA', name: 'Palermo', region: 'Sicilia', latitude: 38.1157, longitude: 13.3615 },
  { code: 'ME', name: 'Messina', region: 'Sicilia', latitude: 38.1938, longitude: 15.554 },
  { code: 'AG', name: 'Agrigento', region: 'Sicilia', latitude: 37.3109, longitude: 13.5765 },
  { code: 'CL', name: 'Caltanissetta', region: 'Sicilia', latitude: 37.4903, longitude: 14.063 },
  { code: 'EN', name: 'Enna', region: 'Sicilia', latitude: 37.5676, longitude: 14.2793 },
  { code: 'CT', name: 'Catania', region: 'Sicilia', latitude: 37.5079, longitude: 15.083 },
  { code: 'RG', name: 'Ragusa', region: 'Sicilia', latitude: 36.9255, longitude: 14.7306 },
  { code: 'SR', name: 'Siracusa', region: 'Sicilia', latitude: 37.0755, longitude: 15.2866 },
  // Sardegna
  { code: 'SS', name: 'Sassari', region: 'Sardegna', latitude: 40.7267, longitude: 8.559 },
  { code: 'NU', name: 'Nuoro', region: 'Sardegna', latitude: 40.321, longitude: 9.33 },
  { code: 'CA', name: 'Cagliari', region: 'Sardegna', latitude: 39.2238, longitude: 9.1217 },
  { code: 'OR', name: 'Oristano', region: 'Sardegna', latitude: 39.9037, longitude: 8.5919 },
  { code: 'SU', name: 'Sud Sardegna', region: 'Sardegna', latitude: 39.167, longitude: 8.522 },
];

/** Finds a province by its two-letter code (case-insensitive). */
export function findProvince(code: string): Province | undefined {
  const upper = code.toUpperCase();
  return provinces.find((p) => p.code === upper);
}
