import * as migration_20261122_100852_initial from './20261122_100852_initial';

export const migrations = [
  {
    up: migration_20261122_100852_initial.up,
    down: migration_20261122_100852_initial.down,
    name: '20261122_100852_initial'
  },
];
