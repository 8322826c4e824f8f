// Words for club's members' channel: matchdays, training, interviews (English only).
import type { Vocabulary } from './types.ts';

export const clubVocabulary: Vocabulary = {
  slots: {
    opponent: [
      'Millbrook Town',
      'Eastport Albion',
      'Hollow Park',
      'Saltmarsh United',
      'Thornbury',
      'Kestrel Vale',
      'Ashford Borough',
      'Dunmore Rangers',
      'Pike Lane',
      'Fenwick Athletic',
      'Copper Hill',
      'Brackenridge',
    ],
    player: ['Sam Okoye', 'Lena Brandt', 'Tomás Reyes', 'Priya Nair', 'Owen Gallagher', 'Maya Lindholm', 'Kofi Mensah', 'Ruth Calder'],
    place: ['the training ground', 'the academy pitch', 'the club museum', 'the supporters’ bar', 'the away end', 'the boot room'],
    moment: ['a last-minute winner', 'promotion night', 'the cup run', 'a debut to remember', 'the title decider', 'a famous comeback'],
    round: Array.from({ length: 46 }, (_, i) => String(i + 1)),
  },
  live: [
    {
      title: { en_US: 'Matchday live: Club vs {opponent}' },
      description: { en_US: 'Full coverage from the stands, with commentary from {player}.' },
    },
    {
      title: { en_US: 'Members’ forum with {player}' },
      description: { en_US: 'Put your questions live to {player}, from {place}.' },
    },
    {
      title: { en_US: 'Open training from {place}' },
      description: { en_US: 'Watch the squad prepare for {opponent}.' },
    },
  ],
  vod: [
    {
      title: { en_US: 'Extended highlights: Club vs {opponent}' },
      description: { en_US: 'League round {round}: every chance, every goal.' },
    },
    {
      title: { en_US: 'In conversation: {player}' },
      description: { en_US: '{player} looks back on {moment}.' },
    },
    {
      title: { en_US: 'Tunnel cam: {opponent} away' },
      description: { en_US: 'What the cameras saw before, during and after the match.' },
    },
  ],
  playlist: [
    {
      title: { en_US: 'Goals of the season: {player}' },
      description: { en_US: 'Every goal by {player}, in order.' },
    },
    {
      title: { en_US: 'Rewind: {moment}' },
      description: { en_US: 'The story of {moment}, told by those who were there.' },
    },
  ],
  series: [
    {
      title: { en_US: 'Academy Diaries' },
      description: { en_US: 'A year with the under-18s at {place}.' },
    },
    {
      title: { en_US: 'The Road to {opponent}' },
      description: { en_US: 'The weeks before {moment}.' },
    },
  ],
  season: {
    title: { en_US: 'Season {n}' },
    description: { en_US: 'Season {n} of {series}.' },
  },
  episode: [
    {
      title: { en_US: '{series}, episode {n}' },
      description: { en_US: 'At {place} with {player}.' },
    },
  ],
  news: [
    {
      title: { en_US: '{player} signs a new contract' },
      description: { en_US: 'Good news for the members: {player} stays until 2029.' },
    },
    {
      title: { en_US: 'Team news: Club vs {opponent}' },
      description: { en_US: 'The manager names the squad for round {round}.' },
    },
    {
      title: { en_US: 'Members’ day at {place}' },
      description: { en_US: 'Tickets for the members’ day go on sale on Friday.' },
    },
  ],
  repeatTitle: { en_US: '{title}, part {n}' },
  durations: { vod: [180, 3600], episode: [1200, 2400], news: [45, 180] },
};
