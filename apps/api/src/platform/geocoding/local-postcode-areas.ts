import type { GeoPosition } from './geocoder.ts';

/**
 * Approximate centres of four-digit postcode areas the local geocoder knows
 * more precisely than its two-digit regions: the towns around the demo
 * centres (Utrecht, Nijmegen, the Heuvelrug, Waterland), so a postcode search
 * from any demo place works offline. Keep it in step with the seed's regions
 * (test/seed/demo-postcodes.test.ts checks every demo postcode resolves).
 */
export const knownPostcodeAreas: Record<string, GeoPosition> = {
  '1121': { latitude: 52.4308, longitude: 4.9156 }, // Landsmeer
  '1131': { latitude: 52.4953, longitude: 5.0711 }, // Volendam
  '1135': { latitude: 52.5133, longitude: 5.0472 }, // Edam
  '1141': { latitude: 52.4586, longitude: 5.0361 }, // Monnickendam
  '1151': { latitude: 52.4347, longitude: 4.9956 }, // Broek in Waterland
  '1441': { latitude: 52.5051, longitude: 4.9597 }, // Purmerend
  '1442': { latitude: 52.4958, longitude: 4.9378 }, // Purmerend
  '1444': { latitude: 52.4958, longitude: 4.9378 }, // Purmerend
  '1452': { latitude: 52.4633, longitude: 4.9507 }, // Ilpendam
  '3401': { latitude: 52.02, longitude: 5.043 }, // IJsselstein
  '3431': { latitude: 52.0293, longitude: 5.0808 }, // Nieuwegein
  '3433': { latitude: 52.0293, longitude: 5.0808 }, // Nieuwegein
  '3451': { latitude: 52.1075, longitude: 5.0117 }, // Vleuten
  '3454': { latitude: 52.0815, longitude: 5.031 }, // De Meern
  '3511': { latitude: 52.0907, longitude: 5.1214 }, // Utrecht
  '3512': { latitude: 52.0907, longitude: 5.1214 }, // Utrecht
  '3514': { latitude: 52.0965, longitude: 5.1315 }, // Utrecht
  '3523': { latitude: 52.076, longitude: 5.1215 }, // Utrecht
  '3524': { latitude: 52.068, longitude: 5.139 }, // Utrecht
  '3525': { latitude: 52.076, longitude: 5.1215 }, // Utrecht
  '3527': { latitude: 52.0725, longitude: 5.096 }, // Utrecht
  '3531': { latitude: 52.0918, longitude: 5.0985 }, // Utrecht
  '3533': { latitude: 52.0878, longitude: 5.0865 }, // Utrecht
  '3541': { latitude: 52.0975, longitude: 5.056 }, // Utrecht
  '3544': { latitude: 52.0975, longitude: 5.056 }, // Utrecht
  '3552': { latitude: 52.1065, longitude: 5.0985 }, // Utrecht
  '3553': { latitude: 52.1065, longitude: 5.0985 }, // Utrecht
  '3554': { latitude: 52.1065, longitude: 5.0985 }, // Utrecht
  '3561': { latitude: 52.116, longitude: 5.1105 }, // Utrecht
  '3562': { latitude: 52.116, longitude: 5.1105 }, // Utrecht
  '3572': { latitude: 52.0965, longitude: 5.1315 }, // Utrecht
  '3601': { latitude: 52.136, longitude: 5.0395 }, // Maarssen
  '3603': { latitude: 52.136, longitude: 5.0395 }, // Maarssen
  '3605': { latitude: 52.136, longitude: 5.0395 }, // Maarssen
  '3721': { latitude: 52.1285, longitude: 5.199 }, // Bilthoven
  '3722': { latitude: 52.1285, longitude: 5.199 }, // Bilthoven
  '3731': { latitude: 52.11, longitude: 5.18 }, // De Bilt
  '3732': { latitude: 52.11, longitude: 5.18 }, // De Bilt
  '3737': { latitude: 52.133, longitude: 5.156 }, // Groenekan
  '3941': { latitude: 52.0333, longitude: 5.3417 }, // Doorn
  '3951': { latitude: 52.0633, longitude: 5.37 }, // Maarn
  '3953': { latitude: 52.058, longitude: 5.408 }, // Maarsbergen
  '3956': { latitude: 52.0117, longitude: 5.4306 }, // Leersum
  '3958': { latitude: 51.9983, longitude: 5.4606 }, // Amerongen
  '3971': { latitude: 52.0528, longitude: 5.2806 }, // Driebergen-Rijsenburg
  '3991': { latitude: 52.0286, longitude: 5.1681 }, // Houten
  '3995': { latitude: 52.0286, longitude: 5.1681 }, // Houten
  '6511': { latitude: 51.8475, longitude: 5.8636 }, // Nijmegen
  '6512': { latitude: 51.8438, longitude: 5.8487 }, // Nijmegen
  '6522': { latitude: 51.8412, longitude: 5.8768 }, // Nijmegen
  '6524': { latitude: 51.8412, longitude: 5.8768 }, // Nijmegen
  '6533': { latitude: 51.8193, longitude: 5.8302 }, // Nijmegen
  '6536': { latitude: 51.8193, longitude: 5.8302 }, // Nijmegen
  '6537': { latitude: 51.8195, longitude: 5.7935 }, // Nijmegen
  '6538': { latitude: 51.8195, longitude: 5.7935 }, // Nijmegen
  '6561': { latitude: 51.777, longitude: 5.9355 }, // Groesbeek
  '6581': { latitude: 51.781, longitude: 5.855 }, // Malden
  '6601': { latitude: 51.8092, longitude: 5.7253 }, // Wijchen
  '6602': { latitude: 51.8092, longitude: 5.7253 }, // Wijchen
  '6641': { latitude: 51.861, longitude: 5.766 }, // Beuningen
  '6661': { latitude: 51.9195, longitude: 5.848 }, // Elst
  '6663': { latitude: 51.8627, longitude: 5.8672 }, // Nijmegen
};
