//! A per-process temporary directory, removed when dropped.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// A fresh directory under the system temp dir; it and its contents are removed on drop unless
/// [`TempDir::keep`] was called.
pub struct TempDir {
    path: PathBuf,
    keep: bool,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A name no other process (or earlier call in this one) has used: pid, time and a counter.
pub fn unique_name(prefix: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    format!("{prefix}{}-{nanos:08x}-{n}", std::process::id())
}

impl TempDir {
    pub fn new(prefix: &str) -> std::io::Result<TempDir> {
        let base = std::env::temp_dir();
        let path = base.join(unique_name(prefix));
        std::fs::create_dir_all(&path)?;
        Ok(TempDir { path, keep: false })
    }

    /// The directory `path` (created if needed), never removed: nvcc's `-keep -keep-dir`.
    pub fn kept_at(path: &Path) -> std::io::Result<TempDir> {
        std::fs::create_dir_all(path)?;
        Ok(TempDir {
            path: path.to_path_buf(),
            keep: true,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Leaves the directory in place (nvcc's `-keep`).
    pub fn keep(&mut self) {
        self.keep = true;
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}
