import { hydrate } from './lib/hydrate'

// The page's code is in the shell every page runs (`lib/hydrate.tsx`, issue 17): this entry is a file of its own,
// and with the code here it carried its own list of the names it takes from the shell and the runtime.
hydrate()
