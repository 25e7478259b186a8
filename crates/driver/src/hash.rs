//! A small non-cryptographic content hash for cache keys.
//!
//! Two independent 64-bit FNV-1a lanes (different offset bases) give a 128-bit digest: cache
//! keys only need to tell different inputs apart, not to resist an adversary.

/// An incremental hasher; feed it with [`Hasher::bytes`] and friends, read it with
/// [`Hasher::hex`].
#[derive(Clone, Debug)]
pub struct Hasher {
    a: u64,
    b: u64,
}

const PRIME: u64 = 0x0000_0100_0000_01b3;

impl Default for Hasher {
    fn default() -> Self {
        Self::new()
    }
}

impl Hasher {
    pub fn new() -> Self {
        Hasher {
            a: 0xcbf2_9ce4_8422_2325,
            b: 0x6c62_272e_07bb_0142,
        }
    }

    pub fn bytes(&mut self, data: &[u8]) -> &mut Self {
        for &byte in data {
            self.a = (self.a ^ u64::from(byte)).wrapping_mul(PRIME);
            self.b = (self.b ^ u64::from(byte.rotate_left(3))).wrapping_mul(PRIME);
        }
        self
    }

    /// Hashes a length-prefixed field, so that `("ab", "c")` and `("a", "bc")` differ.
    pub fn field(&mut self, data: &[u8]) -> &mut Self {
        self.bytes(&(data.len() as u64).to_le_bytes());
        self.bytes(data)
    }

    pub fn str(&mut self, s: &str) -> &mut Self {
        self.field(s.as_bytes())
    }

    /// 32 lowercase hex digits.
    pub fn hex(&self) -> String {
        format!("{:016x}{:016x}", self.a, self.b)
    }

    /// 16 hex digits, for names that should stay short.
    pub fn short_hex(&self) -> String {
        format!("{:016x}", self.a ^ self.b.rotate_left(29))
    }
}

/// The hash of a byte string, as 32 hex digits.
pub fn hex_of(data: &[u8]) -> String {
    Hasher::new().field(data).hex()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_delimited() {
        let ab_c = Hasher::new().str("ab").str("c").hex();
        let a_bc = Hasher::new().str("a").str("bc").hex();
        assert_ne!(ab_c, a_bc);
        assert_eq!(hex_of(b"x"), hex_of(b"x"));
        assert_eq!(hex_of(b"x").len(), 32);
    }
}
