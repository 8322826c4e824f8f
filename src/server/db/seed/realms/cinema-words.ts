// Words for cinema's films and series, in English and Spanish. Titles are whole phrases per
// language because Spanish word order and agreement do not follow the English.
import type { Vocabulary } from './types.ts';

export const cinemaVocabulary: Vocabulary = {
  slots: {
    film: [
      { en_US: 'The Last Letter', es_ES: 'La última carta' },
      { en_US: 'A House by the Sea', es_ES: 'Una casa junto al mar' },
      { en_US: 'Midnight Train', es_ES: 'El tren de medianoche' },
      { en_US: 'The Silent Orchard', es_ES: 'El huerto silencioso' },
      { en_US: 'Paper Moons', es_ES: 'Lunas de papel' },
      { en_US: 'The Long Winter', es_ES: 'El largo invierno' },
      { en_US: 'Borrowed Light', es_ES: 'Luz prestada' },
      { en_US: 'The Cartographer', es_ES: 'El cartógrafo' },
      { en_US: 'Salt and Ash', es_ES: 'Sal y ceniza' },
      { en_US: 'The Glass Garden', es_ES: 'El jardín de cristal' },
      { en_US: 'Northern Lights', es_ES: 'Luces del norte' },
      { en_US: 'The Understudy', es_ES: 'El suplente' },
      { en_US: 'Seven Bridges', es_ES: 'Siete puentes' },
      { en_US: 'The Lighthouse Keeper', es_ES: 'El farero' },
      { en_US: 'Velvet Hours', es_ES: 'Horas de terciopelo' },
      { en_US: 'The Quiet Season', es_ES: 'La estación tranquila' },
      { en_US: 'A Room Without Windows', es_ES: 'Una habitación sin ventanas' },
      { en_US: 'The Ferryman', es_ES: 'El barquero' },
      { en_US: 'Rain over the Harbour', es_ES: 'Lluvia sobre el puerto' },
      { en_US: 'The Forger’s Daughter', es_ES: 'La hija del falsificador' },
      { en_US: 'Last Call at the Ritz', es_ES: 'Última ronda en el Ritz' },
      { en_US: 'The Blue Hour', es_ES: 'La hora azul' },
      { en_US: 'Winter Swimmers', es_ES: 'Nadadores de invierno' },
      { en_US: 'The Pianist’s Hands', es_ES: 'Las manos del pianista' },
      { en_US: 'Under the Olive Trees', es_ES: 'Bajo los olivos' },
      { en_US: 'A Map of Small Things', es_ES: 'Un mapa de cosas pequeñas' },
      { en_US: 'The Night Porter’s Story', es_ES: 'La historia del portero de noche' },
      { en_US: 'Echoes in the Valley', es_ES: 'Ecos en el valle' },
      { en_US: 'The Widow’s Garden', es_ES: 'El jardín de la viuda' },
      { en_US: 'Gold Dust', es_ES: 'Polvo de oro' },
    ],
    city: [
      { en_US: 'Lisbon', es_ES: 'Lisboa' },
      'Buenos Aires',
      { en_US: 'Marseille', es_ES: 'Marsella' },
      { en_US: 'Kyoto', es_ES: 'Kioto' },
      { en_US: 'Havana', es_ES: 'La Habana' },
      'Trieste',
      'Valparaíso',
      { en_US: 'Tangier', es_ES: 'Tánger' },
    ],
    genre: [
      { en_US: 'noir', es_ES: 'cine negro' },
      { en_US: 'romance', es_ES: 'romance' },
      { en_US: 'comedy', es_ES: 'comedia' },
      { en_US: 'science fiction', es_ES: 'ciencia ficción' },
      { en_US: 'thriller', es_ES: 'suspense' },
      { en_US: 'drama', es_ES: 'drama' },
    ],
    decade: ['1940s', '1950s', '1960s', '1970s', '1980s', '1990s'],
    director: ['Inés Albarracín', 'Tomas Lindqvist', 'Mara Okafor', 'Julien Ferrand', 'Akiko Mori', 'Rafael Quintero'],
    feeling: [
      { en_US: 'a love that outlives a war', es_ES: 'un amor que sobrevive a una guerra' },
      { en_US: 'a debt that cannot be paid', es_ES: 'una deuda imposible de pagar' },
      { en_US: 'a family secret', es_ES: 'un secreto de familia' },
      { en_US: 'a summer that changed everything', es_ES: 'un verano que lo cambió todo' },
      { en_US: 'one last heist', es_ES: 'un último golpe' },
    ],
    festival: [
      'San Sebastián',
      { en_US: 'Venice', es_ES: 'Venecia' },
      'Cannes',
      { en_US: 'Berlin', es_ES: 'Berlín' },
      'Toronto',
      'Mar del Plata',
    ],
  },
  live: [],
  vod: [
    {
      title: { en_US: '{film}', es_ES: '{film}' },
      description: { en_US: 'In {city}, {feeling}. Directed by {director}.', es_ES: 'En {city}, {feeling}. Dirigida por {director}.' },
    },
    {
      title: { en_US: '{film} ({decade})', es_ES: '{film} ({decade})' },
      description: { en_US: 'A restored {genre} classic from the {decade}.', es_ES: 'Un clásico restaurado de {genre} de los {decade}.' },
    },
    {
      title: { en_US: '{film}: Director’s Cut', es_ES: '{film}: montaje del director' },
      description: {
        en_US: '{director} returns to {feeling}, with twelve minutes never seen before.',
        es_ES: '{director} vuelve a {feeling}, con doce minutos inéditos.',
      },
    },
  ],
  playlist: [
    {
      title: { en_US: 'The best of {genre}', es_ES: 'Ciclo de {genre}' },
      description: {
        en_US: 'A season of {genre}, chosen by our curators.',
        es_ES: 'Un ciclo de {genre}, elegido por nuestros programadores.',
      },
    },
    {
      title: { en_US: 'Retrospective: {director}', es_ES: 'Retrospectiva: {director}' },
      description: { en_US: 'The complete films, in order.', es_ES: 'Todas sus películas, en orden.' },
    },
  ],
  series: [
    {
      title: { en_US: 'The {city} Files', es_ES: 'Los archivos de {city}' },
      description: { en_US: 'A {genre} series about {feeling}.', es_ES: 'Una serie de {genre} sobre {feeling}.' },
    },
    {
      title: { en_US: '{film}: The Series', es_ES: '{film}: la serie' },
      description: { en_US: 'The story continues in {city}.', es_ES: 'La historia continúa en {city}.' },
    },
  ],
  season: {
    title: { en_US: 'Season {n}', es_ES: 'Temporada {n}' },
    description: { en_US: 'Season {n} of {series}.', es_ES: 'Temporada {n} de {series}.' },
  },
  episode: [
    {
      title: { en_US: '{series}, chapter {n}', es_ES: '{series}, capítulo {n}' },
      description: { en_US: 'In {city}, {feeling}.', es_ES: 'En {city}, {feeling}.' },
    },
  ],
  news: [
    {
      title: { en_US: 'From {festival}: {director} on {film}', es_ES: 'Desde {festival}: {director} habla de {film}' },
      description: { en_US: 'Our festival diary, day by day.', es_ES: 'Nuestro diario del festival, día a día.' },
    },
    {
      title: { en_US: 'New this week: {film}', es_ES: 'Novedad de la semana: {film}' },
      description: { en_US: 'Restored in 4K from the original negative.', es_ES: 'Restaurada en 4K a partir del negativo original.' },
    },
  ],
  repeatTitle: { en_US: '{title} {n}', es_ES: '{title} {n}' },
  durations: { vod: [4800, 9000], episode: [2400, 3600], news: [90, 300] },
};
