//! The on-disk cache of compiled images, so a program's kernels are compiled by NVRTC once.
//!
//! An entry is `<dir>/cubin/<key>.<ext>`, where the key is the SHA-256 of everything the image
//! depends on (the emitted source, the target architecture and output kind, NVRTC's version and
//! the options). Entries are written to a temporary file and renamed into place, so a reader
//! sees a whole entry or none, even with several processes compiling at once. The cache is an
//! optimisation: every failure to read or write it is silent and only costs a compilation.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The cache directory: `$FERROCUDA_CACHE_DIR`, else `$XDG_CACHE_HOME/ferrocuda`, else
/// `~/.cache/ferrocuda`, else the temporary directory's `ferrocuda-cache` (a machine without a
/// home still caches). Empty variables count as unset.
pub fn cache_dir() -> PathBuf {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(d) = var("FERROCUDA_CACHE_DIR") {
        return d;
    }
    if let Some(d) = var("XDG_CACHE_HOME") {
        return d.join("ferrocuda");
    }
    if let Some(h) = var("HOME") {
        return h.join(".cache").join("ferrocuda");
    }
    std::env::temp_dir().join("ferrocuda-cache")
}

/// The key of an image: a hex SHA-256 over the parts, each length-prefixed so that no two
/// different lists of parts hash the same bytes.
pub fn key(parts: &[&[u8]]) -> String {
    let mut h = crate::sha256::Sha256::new();
    for p in parts {
        h.update(&(p.len() as u64).to_le_bytes());
        h.update(p);
    }
    h.finish().iter().map(|b| format!("{b:02x}")).collect()
}

fn entry_path(dir: &Path, key: &str, ext: &str) -> PathBuf {
    dir.join("cubin").join(format!("{key}.{ext}"))
}

/// The cached image for `key`, if there is one.
pub fn load(dir: &Path, key: &str, ext: &str) -> Option<Vec<u8>> {
    std::fs::read(entry_path(dir, key, ext))
        .ok()
        .filter(|b| !b.is_empty())
}

/// Stores an image under `key`, atomically.
pub fn store(dir: &Path, key: &str, ext: &str, image: &[u8]) -> std::io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let path = entry_path(dir, key, ext);
    let parent = path.parent().unwrap_or(dir);
    std::fs::create_dir_all(parent)?;
    // Unique per process and per call, so concurrent writers never share a temporary file.
    let tmp = parent.join(format!(
        ".{key}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(image)?;
        f.sync_all()?;
        std::fs::rename(&tmp, &path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Forgets the entry for `key` (a cached image the driver refused).
pub fn remove(dir: &Path, key: &str, ext: &str) {
    let _ = std::fs::remove_file(entry_path(dir, key, ext));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_separate_their_parts() {
        let a = key(&[b"ab", b"c"]);
        assert_eq!(a.len(), 64);
        assert_ne!(a, key(&[b"a", b"bc"]));
        assert_eq!(a, key(&[b"ab", b"c"]));
    }

    #[test]
    fn store_then_load() {
        let dir =
            std::env::temp_dir().join(format!("ferrocuda-nvidia-cache-{}", std::process::id()));
        let k = key(&[b"source", b"sm_90"]);
        assert_eq!(load(&dir, &k, "cubin"), None);
        store(&dir, &k, "cubin", b"\x7fELF image").unwrap();
        assert_eq!(
            load(&dir, &k, "cubin").as_deref(),
            Some(&b"\x7fELF image"[..])
        );
        // No temporary files are left behind.
        let names: Vec<_> = std::fs::read_dir(dir.join("cubin"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        remove(&dir, &k, "cubin");
        assert_eq!(load(&dir, &k, "cubin"), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
