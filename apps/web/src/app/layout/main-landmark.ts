import { createContext, useContext } from 'react';

/**
 * True inside the app layout's `<main id="main">`: a screen that is its own page elsewhere (the 404
 * page) must not open a second main landmark there (one `main` per page; axe landmark-no-duplicate-main).
 */
export const InsideLayoutMain = createContext(false);

export const useInsideLayoutMain = () => useContext(InsideLayoutMain);
