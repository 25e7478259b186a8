//! Sharing token spellings: a file of tens of thousands of tokens spells only a few thousand
//! distinct words, so tokens share one `Rc<str>` per spelling instead of allocating their own.

use crate::collections::HashSet;
use std::rc::Rc;

/// The spellings seen so far.
#[derive(Debug)]
pub(crate) struct Spellings {
    set: HashSet<Rc<str>>,
    /// The one-byte ASCII spellings by their byte: punctuators such as `(`, `;` and `,` are a
    /// third of all tokens, and indexing beats hashing them.
    single_bytes: Vec<Option<Rc<str>>>,
}

impl Default for Spellings {
    fn default() -> Self {
        Spellings {
            set: HashSet::default(),
            single_bytes: vec![None; 128],
        }
    }
}

impl Spellings {
    /// The shared `Rc` spelling `s`, made on first use.
    pub fn get(&mut self, s: &str) -> Rc<str> {
        if let [b] = s.as_bytes() {
            if let Some(slot) = self.single_bytes.get_mut(usize::from(*b)) {
                return slot.get_or_insert_with(|| Rc::from(s)).clone();
            }
        }
        if let Some(r) = self.set.get(s) {
            return r.clone();
        }
        let r: Rc<str> = Rc::from(s);
        self.set.insert(r.clone());
        r
    }
}
