import base from '../../jest.config.mjs';

/** The jest tests that need PHP (the Laravel host's Blade component); `npm test` runs them with the journeys. */
export default { ...base, rootDir: '../..', roots: ['<rootDir>/test/laravel'], globalSetup: '<rootDir>/test/laravel/global-setup.mjs' };
