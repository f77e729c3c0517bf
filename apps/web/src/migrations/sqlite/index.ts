import * as migration_20261122_100919_initial from './20261122_100919_initial';

export const migrations = [
  {
    up: migration_20261122_100919_initial.up,
    down: migration_20261122_100919_initial.down,
    name: '20261122_100919_initial'
  },
];
