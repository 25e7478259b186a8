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
    /// A direct-mapped cache of the spellings of up to eight bytes, most of the rest, by their
    /// bytes read as a number (see [`short_key`]): comparing a number and a length beats
    /// hashing and comparing text. A slot holds the last spelling that mapped to it.
    short: Vec<Option<(u64, Rc<str>)>>,
}

/// Slots of [`Spellings::short`]: a power of two, several times the distinct short words of
/// a program with the toolkit's headers.
const SHORT_SLOTS: usize = 1 << SHORT_SLOT_BITS;
const SHORT_SLOT_BITS: u32 = 13;

/// The bytes of `s`, if at most eight, as a number (zero-padded: with its length, it tells
/// `s` from every other spelling).
fn short_key(s: &str) -> Option<u64> {
    let bytes = s.as_bytes();
    if bytes.len() > 8 {
        return None;
    }
    let mut word = [0u8; 8];
    word[..bytes.len()].copy_from_slice(bytes);
    Some(u64::from_le_bytes(word))
}

impl Default for Spellings {
    fn default() -> Self {
        Spellings {
            set: HashSet::default(),
            single_bytes: vec![None; 128],
            short: vec![None; SHORT_SLOTS],
        }
    }
}

impl Spellings {
    /// The shared `Rc` spelling `s`, made on first use.
    #[inline]
    pub fn get(&mut self, s: &str) -> Rc<str> {
        if let [b] = s.as_bytes() {
            if let Some(slot) = self.single_bytes.get_mut(usize::from(*b)) {
                return slot.get_or_insert_with(|| Rc::from(s)).clone();
            }
        }
        let Some(key) = short_key(s) else {
            return self.shared(s);
        };
        // Fibonacci hashing: the multiplication mixes every byte into the top bits.
        let slot = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - SHORT_SLOT_BITS)) as usize;
        match &self.short[slot] {
            Some((held, r)) if *held == key && r.len() == s.len() => r.clone(),
            _ => {
                let r = self.shared(s);
                self.short[slot] = Some((key, r.clone()));
                r
            }
        }
    }

    /// `s` from the set of all spellings.
    #[inline(never)]
    fn shared(&mut self, s: &str) -> Rc<str> {
        if let Some(r) = self.set.get(s) {
            return r.clone();
        }
        let r: Rc<str> = Rc::from(s);
        self.set.insert(r.clone());
        r
    }
}
