//! Precompiled headers of the text every `.cu` file's host code starts with.
//!
//! The host preprocessing reads `cuda_runtime.h` and `<typeinfo>` before the file itself, as
//! nvcc does; after the rewrite, that part of the text (the *prelude*: everything before the
//! file's own first line) is the same for every file built with the same options, and it is
//! about half of what the host compiler parses in a program of a few thousand lines. The
//! driver has GCC compile it once into a precompiled header; later compiles with the same key
//! read the header (`#pragma GCC pch_preprocess`, which a preprocessed input may start with)
//! and parse only the file's own text.
//!
//! Invariants:
//! * A header is read only by a compile with the very prelude text, compiler binary and
//!   options it was made from: GCC checks nothing of a header that a preprocessed input names
//!   (one made at `-O0` crashes a compile at `-O2`, measured), so the key holds all three.
//! * Only GCC run as itself makes and reads headers, not through a wrapper (`ccache g++`,
//!   `distcc`), which would not find the header or not take the pragma; and a header is kept
//!   only where making it printed nothing, so that a compile that reads it prints what one
//!   that parses the text would (a warning in the prelude's headers is then printed by every
//!   build, as without headers).
//! * A header is written under a temporary name and renamed into place: builds running side by
//!   side may make the same one, and a reader sees the whole file or none.
//! * A missing header is made beside the compile that parses the text, which does not wait for
//!   it, nor does the link after it: the first build of a key pays for it with a second core.

use crate::compiler::{self, find_program, Tool};
use crate::hash::Hasher;
use crate::tempdir::unique_name;
use std::ffi::OsString;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::SystemTime;

/// A prelude shorter than this is parsed as it is: a header would save little.
const MIN_PRELUDE: usize = 64 * 1024;

/// How many headers the store keeps (the most recently used): a header is about 15 MB, and a
/// project's builds use one per set of options (and per kind of file: the rewrite adds helpers
/// to the prelude of files with templated kernels or extended lambdas).
const KEPT: usize = 8;

/// How the name of a header being made starts.
const PARTIAL: &str = ".header-";

/// The name the prelude's leading line markers give it in a header, in place of the file
/// that made it: the same header then serves every file.
const PRELUDE_NAME: &str = "<ferrocuda prelude>";

/// Where headers are kept and how the compile that reads them runs.
pub struct Store<'a> {
    pub dir: PathBuf,
    pub cxx: &'a Tool,
    /// The compile's options: its arguments without its input and output.
    pub options: Vec<OsString>,
    pub verbose: bool,
    /// The headers this build is making already (for another file).
    pub making: Vec<PathBuf>,
}

/// What the compile of a rewritten file reads.
pub enum Plan {
    /// Nothing to do with headers: the text as it is.
    Text,
    /// The header's pragma and the file's own text, in place of the whole text.
    Read(String),
    /// The text as it is, while a header for later builds is being made.
    Make(Maker),
}

impl Store<'_> {
    /// The plan for `text`, a rewritten file whose first `prelude_len` bytes are its prelude;
    /// `scratch` is a directory for the prelude's text while a header is made from it.
    pub fn plan(&self, text: &str, prelude_len: Option<usize>, scratch: &Path) -> Plan {
        let Some(split) = prelude_len.and_then(|n| Split::of(text, n)) else {
            return Plan::Text;
        };
        if !self.cxx.args.is_empty() || !self.cxx.is_gcc() {
            return Plan::Text;
        }
        let Some(compiler) = compiler_identity(&self.cxx.program) else {
            return Plan::Text;
        };
        let prelude = split.prelude();
        let mut key = Hasher::new();
        key.field(b"ferrocuda host prelude header 1")
            .field(compiler.as_bytes());
        for option in &self.options {
            key.field(option.as_encoded_bytes());
        }
        key.field(prelude.as_bytes());
        let header = self.dir.join(format!("{}.gch", key.hex()));
        if header.is_file() {
            // The store keeps the most recently used headers: reading one counts as a use.
            let _ = std::fs::File::options()
                .write(true)
                .open(&header)
                .and_then(|f| f.set_modified(SystemTime::now()));
            return Plan::Read(split.reading(&header));
        }
        if self.making.contains(&header) || unusable(&header).is_file() {
            return Plan::Text;
        }
        match self.start_making(&prelude, &header, scratch) {
            Some(maker) => Plan::Make(maker),
            None => Plan::Text,
        }
    }

    fn start_making(&self, prelude: &str, header: &Path, scratch: &Path) -> Option<Maker> {
        std::fs::create_dir_all(&self.dir).ok()?;
        let source = scratch.join(format!("{}.ii", unique_name("prelude-")));
        std::fs::write(&source, prelude).ok()?;
        let partial = self.dir.join(unique_name(PARTIAL));
        let mut cmd = self.cxx.command();
        cmd.args(&self.options)
            .args(["-x", "c++-header", "-fpreprocessed"])
            .arg(&source)
            .arg("-o")
            .arg(&partial)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        if self.verbose {
            crate::errln!("#$ {}", compiler::render(&cmd));
        }
        let child = cmd.spawn().ok()?;
        Some(Maker {
            child,
            partial,
            header: header.to_path_buf(),
            dir: self.dir.clone(),
        })
    }
}

/// A header being made. Dropping it waits for the compiler, keeps the header where it was
/// made without a word, then trims the store to the [`KEPT`] most recently used: a build
/// holds it until its end, so that what comes after the compile (a link) runs beside it.
pub struct Maker {
    child: Child,
    partial: PathBuf,
    header: PathBuf,
    dir: PathBuf,
}

impl Maker {
    pub fn header(&self) -> &Path {
        &self.header
    }
}

impl Drop for Maker {
    fn drop(&mut self) {
        let mut said = Vec::new();
        if let Some(mut stderr) = self.child.stderr.take() {
            let _ = stderr.read_to_end(&mut said);
        }
        let made = self.child.wait().is_ok_and(|status| status.success());
        if made && said.is_empty() && std::fs::rename(&self.partial, &self.header).is_ok() {
            trim(&self.dir);
        } else {
            let _ = std::fs::remove_file(&self.partial);
            // The same text, compiler and options would fail again: later builds of the key
            // parse the prelude without trying.
            if std::fs::write(unusable(&self.header), said).is_ok() {
                trim(&self.dir);
            }
        }
    }
}

/// The file that says no header can be made for `header`'s key (it holds what the compiler
/// said); it counts as a header in the store.
fn unusable(header: &Path) -> PathBuf {
    header.with_extension("unusable")
}

/// Removes all but the [`KEPT`] most recently used headers of `dir`, and what builds that were
/// killed while making one left (partial headers an hour old).
fn trim(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut headers: Vec<(SystemTime, PathBuf)> = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(changed) = entry.metadata().and_then(|m| m.modified()).ok() else {
            continue;
        };
        if path
            .extension()
            .is_some_and(|x| x == "gch" || x == "unusable")
        {
            headers.push((changed, path));
        } else if entry.file_name().to_string_lossy().starts_with(PARTIAL)
            && changed.elapsed().is_ok_and(|age| age.as_secs() > 3600)
        {
            let _ = std::fs::remove_file(path);
        }
    }
    headers.sort_by_key(|h| std::cmp::Reverse(h.0));
    for (_, old) in headers.into_iter().skip(KEPT) {
        let _ = std::fs::remove_file(old);
    }
}

/// The compiler binary `program` runs, as its resolved path, size and time of change: a
/// header is only valid for the binary that made it.
fn compiler_identity(program: &Path) -> Option<String> {
    let found = find_program(&program.to_string_lossy())?;
    let resolved = std::fs::canonicalize(found).ok()?;
    let meta = resolved.metadata().ok()?;
    let changed = meta
        .modified()
        .ok()?
        .duration_since(SystemTime::UNIX_EPOCH)
        .ok()?;
    Some(format!(
        "{} {} {}",
        resolved.display(),
        meta.len(),
        changed.as_nanos()
    ))
}

/// A rewritten text cut where the file's own text starts.
struct Split<'a> {
    /// The text's first line: the line marker naming the file (`# 0 "prog.cu"`).
    first_line: &'a str,
    prelude: &'a str,
    rest: &'a str,
}

impl<'a> Split<'a> {
    fn of(text: &'a str, prelude_len: usize) -> Option<Split<'a>> {
        if prelude_len < MIN_PRELUDE || !text.is_char_boundary(prelude_len) {
            return None;
        }
        let (prelude, rest) = text.split_at(prelude_len);
        let first_line = prelude.lines().next()?;
        first_line.starts_with("# 0 \"").then_some(Split {
            first_line,
            prelude,
            rest,
        })
    }

    /// The prelude with its lines that name the file naming [`PRELUDE_NAME`] instead.
    fn prelude(&self) -> String {
        let renamed = format!("# 0 \"{PRELUDE_NAME}\"");
        let mut out = String::with_capacity(self.prelude.len());
        for line in self.prelude.split_inclusive('\n') {
            if line.trim_end_matches('\n') == self.first_line {
                out.push_str(&renamed);
                out.push('\n');
            } else {
                out.push_str(line);
            }
        }
        out
    }

    /// What a compile reads in place of the text: the file's marker (which names the
    /// translation unit), the pragma that reads `header`, then the file's own text.
    fn reading(&self, header: &Path) -> String {
        let mut out = String::with_capacity(self.rest.len() + 256);
        out.push_str(self.first_line);
        out.push_str("\n#pragma GCC pch_preprocess \"");
        for c in header.to_string_lossy().chars() {
            if matches!(c, '"' | '\\') {
                out.push('\\');
            }
            out.push(c);
        }
        out.push_str("\"\n");
        out.push_str(self.rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text() -> String {
        let mut t = String::from("# 0 \"prog.cu\"\nstatic void** h();\n# 0 \"prog.cu\"\n");
        t.push_str(&"int header_decl;\n".repeat(MIN_PRELUDE / 16));
        t
    }

    #[test]
    fn the_prelude_names_no_file() {
        let mut t = text();
        let n = t.len();
        t.push_str("# 1 \"prog.cu\"\nint main() {}\n");
        let split = Split::of(&t, n).expect("long enough");
        let prelude = split.prelude();
        assert!(prelude.starts_with(
            "# 0 \"<ferrocuda prelude>\"\nstatic void** h();\n# 0 \"<ferrocuda prelude>\"\n"
        ));
        assert!(!prelude.contains("prog.cu"));
        let read = split.reading(Path::new("/c/a\"b.gch"));
        assert_eq!(
            read,
            "# 0 \"prog.cu\"\n#pragma GCC pch_preprocess \"/c/a\\\"b.gch\"\n# 1 \"prog.cu\"\nint main() {}\n"
        );
    }

    /// A compiler that makes the header but says something is not trusted with it, nor asked
    /// again for that key.
    #[cfg(unix)]
    #[test]
    fn a_header_made_with_a_word_is_not_kept_nor_made_again() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(unique_name("fc-pch-test-"));
        std::fs::create_dir_all(&dir).unwrap();
        let compiler = dir.join("g++-talkative");
        std::fs::write(
            &compiler,
            "#!/bin/sh\nfor a; do out=$a; done\necho 'warning: something' >&2\n: > \"$out\"\n",
        )
        .unwrap();
        // The script writes its last argument, which is the output after `-o`.
        std::fs::set_permissions(&compiler, std::fs::Permissions::from_mode(0o755)).unwrap();
        let cxx = Tool {
            program: compiler,
            args: Vec::new(),
        };
        let store = Store {
            dir: dir.join("headers"),
            cxx: &cxx,
            options: vec!["-c".into()],
            verbose: false,
            making: Vec::new(),
        };
        let mut t = text();
        let n = t.len();
        t.push_str("# 1 \"prog.cu\"\nint main() {}\n");
        let Plan::Make(maker) = store.plan(&t, Some(n), &dir) else {
            panic!("a first build makes the header");
        };
        drop(maker);
        let kept: Vec<_> = std::fs::read_dir(&store.dir)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert!(kept[0].extension().is_some_and(|x| x == "unusable"));
        assert!(matches!(store.plan(&t, Some(n), &dir), Plan::Text));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn short_or_unmarked_preludes_are_parsed() {
        let t = text();
        assert!(Split::of(&t, 100).is_none());
        let unmarked = t.replacen("# 0 \"prog.cu\"", "int x;", 1);
        assert!(Split::of(&unmarked, unmarked.len()).is_none());
    }
}
