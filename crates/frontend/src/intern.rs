//! Sharing token spellings: a file of tens of thousands of tokens spells only a few thousand
//! distinct words, so tokens share one `Rc<str>` per spelling instead of allocating their own.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

/// FNV-1a: the tables here hash short spellings, for which SipHash's set-up dominates.
#[derive(Default)]
pub(crate) struct Fnv(u64);

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FnvBuild = BuildHasherDefault<Fnv>;

/// The spellings seen so far.
#[derive(Default)]
pub(crate) struct Spellings {
    set: HashSet<Rc<str>, FnvBuild>,
}

impl Spellings {
    /// The shared `Rc` spelling `s`, made on first use.
    pub fn get(&mut self, s: &str) -> Rc<str> {
        if let Some(r) = self.set.get(s) {
            return r.clone();
        }
        let r: Rc<str> = Rc::from(s);
        self.set.insert(r.clone());
        r
    }
}
