//! What the front end's integration tests share (each test uses a part of it).
#![allow(dead_code)]

use ferrocuda_frontend::compile::DeviceOptions;
use std::path::{Path, PathBuf};

/// The repository's root, where `include/` and the test fixtures are.
pub fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Options that compile as the driver does: the toolkit's headers, then the device-side
/// standard headers, as system directories.
pub fn toolkit_options() -> DeviceOptions {
    toolkit_options_at(&repository())
}

/// [`toolkit_options`] with the headers of the repository at `root` (a path diagnostics
/// are written relative to).
pub fn toolkit_options_at(root: &Path) -> DeviceOptions {
    DeviceOptions {
        system_dirs: vec![
            root.join("include"),
            root.join("include/ferrocuda/device-std"),
        ],
        ..Default::default()
    }
}
