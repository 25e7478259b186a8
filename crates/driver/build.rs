//! Embeds every file of the repository's `include/` directory into the driver.
//!
//! Generates `$OUT_DIR/toolkit_files.rs`, an expression of type `&[(&str, &[u8])]` listing each
//! file by its path relative to `include/` (with `/` separators) and its bytes. The list is
//! sorted by path so that the toolkit hash does not depend on the order the directory is read in.
//! Generates `$OUT_DIR/toolkit_digest.rs` too, the hash of those paths and bytes as a string
//! literal, so that finding the toolkit's directory does not hash its headers at every start.

// The driver's content hash, for the digest of the headers.
#[allow(dead_code)]
#[path = "src/hash.rs"]
mod hash;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn walk(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let rel_path = if rel.is_empty() {
            name.clone()
        } else {
            format!("{rel}/{name}")
        };
        let Ok(ty) = entry.file_type() else { continue };
        if ty.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            walk(&path, &rel_path, out);
        } else if path.is_file() {
            println!("cargo:rerun-if-changed={}", path.display());
            out.push((rel_path, path));
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let include = manifest.join("../../include");
    println!("cargo:rerun-if-changed={}", include.display());
    let mut files = Vec::new();
    walk(&include, "", &mut files);
    files.sort();
    let mut digest = hash::Hasher::new();
    let mut code = String::from("&[\n");
    for (rel, path) in &files {
        let bytes = std::fs::read(path).expect("the file was just listed");
        digest.str(rel).field(&bytes);
        let abs = path.canonicalize().unwrap_or_else(|_| path.clone());
        let _ = writeln!(
            code,
            "    ({:?}, include_bytes!({:?}) as &[u8]),",
            rel,
            abs.display().to_string()
        );
    }
    code.push(']');
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out.join("toolkit_files.rs"), code).expect("OUT_DIR is writable");
    let digest = format!("{:?}", digest.hex());
    std::fs::write(out.join("toolkit_digest.rs"), digest).expect("OUT_DIR is writable");
}
