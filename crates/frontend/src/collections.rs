//! The front end's hash tables. Their keys are spellings, addresses and small numbers, for
//! which SipHash's set-up dominates every lookup; a table here need not resist keys crafted
//! against it (a program so written only slows down its own build).

pub(crate) type HashMap<K, V> = std::collections::HashMap<K, V, rustc_hash::FxBuildHasher>;
pub(crate) type HashSet<T> = std::collections::HashSet<T, rustc_hash::FxBuildHasher>;
