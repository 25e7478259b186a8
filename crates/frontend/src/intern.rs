//! Sharing token spellings: a file of tens of thousands of tokens spells only a few thousand
//! distinct words, so tokens share one `Rc<str>` per spelling instead of allocating their own.

use crate::collections::HashSet;
use std::rc::Rc;

/// The spellings seen so far.
#[derive(Debug, Default)]
pub(crate) struct Spellings {
    set: HashSet<Rc<str>>,
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
