import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response, for inline scripts. Provided on the server
 * by entry.server.tsx; empty in the browser, which has already run the scripts it allowed.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
