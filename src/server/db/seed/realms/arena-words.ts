// Words for arena's sports catalogue, in English and Brazilian Portuguese.
import type { Vocabulary } from './types.ts';

export const arenaVocabulary: Vocabulary = {
  slots: {
    team: [
      'Harbour City',
      'Northfield Rovers',
      'Red Valley',
      'Atlético Serra',
      'Porto Alegre Stars',
      'Riverside United',
      'Coastal Falcons',
      'Iron Bridge',
      'São Lourenço',
      'Westgate Athletic',
      'Lakeside Wanderers',
      'Summit FC',
      'Granite Town',
      'Estrela do Norte',
      'Vila Nova Lions',
      'Kingsport',
      'Blue Ridge',
      'Old Quarry',
    ],
    competition: [
      { en_US: 'Premier Cup', pt_BR: 'Copa Premier' },
      { en_US: 'National League', pt_BR: 'Liga Nacional' },
      { en_US: 'Continental Trophy', pt_BR: 'Troféu Continental' },
      { en_US: 'Super Series', pt_BR: 'Supersérie' },
      { en_US: 'Coastal Derby Cup', pt_BR: 'Copa do Clássico Litorâneo' },
    ],
    round: Array.from({ length: 38 }, (_, i) => String(i + 1)),
    venue: ['Estádio Central', 'Harbour Park', 'The Quarry Ground', 'Arena Norte', 'Riverside Stadium', 'Summit Bowl'],
    sport: [
      { en_US: 'football', pt_BR: 'futebol' },
      { en_US: 'basketball', pt_BR: 'basquete' },
      { en_US: 'volleyball', pt_BR: 'vôlei' },
      { en_US: 'futsal', pt_BR: 'futsal' },
    ],
    topic: [
      { en_US: 'the road to the final', pt_BR: 'o caminho até a final' },
      { en_US: 'life on the bench', pt_BR: 'a vida no banco' },
      { en_US: 'derby week', pt_BR: 'semana de clássico' },
      { en_US: 'the comeback', pt_BR: 'a virada' },
      { en_US: 'transfer deadline day', pt_BR: 'o último dia de transferências' },
      { en_US: 'the academy', pt_BR: 'as categorias de base' },
    ],
    month: [
      { en_US: 'January', pt_BR: 'janeiro' },
      { en_US: 'March', pt_BR: 'março' },
      { en_US: 'May', pt_BR: 'maio' },
      { en_US: 'August', pt_BR: 'agosto' },
      { en_US: 'October', pt_BR: 'outubro' },
      { en_US: 'December', pt_BR: 'dezembro' },
    ],
  },
  live: [
    {
      title: { en_US: '{team} vs {team#2}', pt_BR: '{team} x {team#2}' },
      description: {
        en_US: '{competition}, round {round}. Live from {venue}.',
        pt_BR: '{competition}, rodada {round}. Ao vivo de {venue}.',
      },
    },
    {
      title: { en_US: '{competition}: {team} vs {team#2}', pt_BR: '{competition}: {team} x {team#2}' },
      description: {
        en_US: 'Live {sport} from {venue}, with build-up and analysis.',
        pt_BR: '{sport} ao vivo de {venue}, com pré-jogo e análise.',
      },
    },
  ],
  vod: [
    {
      title: { en_US: 'Highlights: {team} vs {team#2}', pt_BR: 'Melhores momentos: {team} x {team#2}' },
      description: { en_US: 'Every goal and big moment from {venue}.', pt_BR: 'Todos os gols e grandes lances em {venue}.' },
    },
    {
      title: { en_US: 'Press conference: {team}', pt_BR: 'Coletiva: {team}' },
      description: { en_US: 'The coach looks ahead to the {competition}.', pt_BR: 'O técnico fala sobre a {competition}.' },
    },
    {
      title: { en_US: 'Classic match: {team} vs {team#2}', pt_BR: 'Jogo histórico: {team} x {team#2}' },
      description: {
        en_US: 'The full match, remastered, from the {competition} archive.',
        pt_BR: 'A partida completa, remasterizada, do arquivo da {competition}.',
      },
    },
  ],
  playlist: [
    {
      title: { en_US: 'Best goals of {month}', pt_BR: 'Melhores gols de {month}' },
      description: { en_US: 'The strikes everyone talked about.', pt_BR: 'Os gols de que todo mundo falou.' },
    },
    {
      title: { en_US: '{team}: season review', pt_BR: '{team}: retrospectiva da temporada' },
      description: { en_US: 'Every match of the season, in short.', pt_BR: 'Todos os jogos da temporada, em resumo.' },
    },
  ],
  series: [
    {
      title: { en_US: 'Inside {team}', pt_BR: 'Por dentro do {team}' },
      description: { en_US: 'A documentary series about {topic}.', pt_BR: 'Uma série documental sobre {topic}.' },
    },
    {
      title: { en_US: 'All or Nothing: {team}', pt_BR: 'Tudo ou nada: {team}' },
      description: { en_US: 'Behind the scenes of {topic}.', pt_BR: 'Os bastidores de {topic}.' },
    },
  ],
  season: {
    title: { en_US: 'Season {n}', pt_BR: 'Temporada {n}' },
    description: { en_US: 'Season {n} of {series}.', pt_BR: 'Temporada {n} de {series}.' },
  },
  episode: [
    {
      title: { en_US: 'Episode {n}: {topic}', pt_BR: 'Episódio {n}: {topic}' },
      description: { en_US: 'Cameras follow the squad through {topic}.', pt_BR: 'As câmeras acompanham o elenco em {topic}.' },
    },
  ],
  news: [
    {
      title: { en_US: '{team} sign a new striker', pt_BR: '{team} contrata novo atacante' },
      description: { en_US: 'The deal runs until the end of next season.', pt_BR: 'O contrato vai até o fim da próxima temporada.' },
    },
    {
      title: { en_US: '{competition} draw: {team} face {team#2}', pt_BR: 'Sorteio da {competition}: {team} enfrenta {team#2}' },
      description: { en_US: 'The tie is set for {venue}.', pt_BR: 'O confronto será em {venue}.' },
    },
    {
      title: { en_US: 'Injury update from {team}', pt_BR: 'Boletim médico do {team}' },
      description: { en_US: 'Two key players return to training.', pt_BR: 'Dois titulares voltam aos treinos.' },
    },
  ],
  repeatTitle: { en_US: '{title}, part {n}', pt_BR: '{title}, parte {n}' },
  durations: { vod: [240, 6000], episode: [1500, 3000], news: [60, 240] },
};
