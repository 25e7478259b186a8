//! Which stretches of system headers the rewrite may leave untokenized.
//!
//! Most of a preprocessed `.cu` file is the C++ standard library, which the rewrite never edits.
//! Tokenizing it was most of the rewrite's time, so the stream blanks the lines of each stretch
//! of system headers (the text between a line marker with flag 3 and the next marker without it)
//! when a quick skim of its bytes shows that tokenizing it could not matter:
//!
//! * none of the words the rewrite acts on appears in it as a whole word: the CUDA qualifiers,
//!   the names of CUDA attributes, `texture`, `surface`, `<<<`;
//! * its brackets balance, so that the scopes the scanner tracks are the same after it as
//!   before it (a stretch is whole files unless a system header includes a user header).
//!
//! Marker lines are kept: the rewritten text must still attribute every line to its file.
//! The skim knows string and character literals only as far as finding their end on the same
//! line; a stretch with a raw string literal is kept whole.

use std::borrow::Cow;
use std::collections::HashSet;

/// Whether `word` makes a stretch worth tokenizing: a word the rewrite acts on (the
/// qualifiers, `__noinline__`, texture and surface references, CUDA names inside
/// `__attribute__`).
fn is_trigger(word: &str) -> bool {
    [
        super::QUALIFIERS,
        super::QUALIFIERS_WITH_ARGS,
        super::CUDA_ATTRIBUTES,
    ]
    .iter()
    .any(|list| list.contains(&word))
        || matches!(word, "__noinline__" | "texture" | "surface")
}

/// `src` with the lines of every skippable system-header stretch emptied (their newlines and
/// the marker lines kept, so line numbers and the bytes of every other line are unchanged).
pub fn blank_system_headers(src: &str) -> Cow<'_, str> {
    let stretches = skippable_stretches(src);
    if stretches.is_empty() {
        return Cow::Borrowed(src);
    }
    let mut out = String::with_capacity(src.len());
    let mut at = 0;
    for (start, end) in stretches {
        out.push_str(&src[at..start]);
        for line in src[start..end].split_inclusive('\n') {
            if is_marker(line) {
                out.push_str(line);
            } else if line.ends_with('\n') {
                out.push('\n');
            }
        }
        at = end;
    }
    out.push_str(&src[at..]);
    Cow::Owned(out)
}

/// Byte ranges of whole lines, each a stretch of system-header text that may be blanked.
fn skippable_stretches(src: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut stretch: Option<usize> = None;
    let mut offset = 0;
    for line in src.split_inclusive('\n') {
        let next = offset + line.len();
        if let Some(system) = marker_is_system(line) {
            match (stretch, system) {
                // A system macro expanded in a user's line (`NULL` as `__null`) is marked as
                // system text too, without entering or leaving a file: those tokens are the
                // user's.
                (None, true) if enters_or_leaves_file(line) => stretch = Some(next),
                (Some(start), false) => {
                    if can_skip(&src[start..offset]) {
                        out.push((start, offset));
                    }
                    stretch = None;
                }
                _ => {}
            }
        }
        offset = next;
    }
    out
}

/// For a line marker (`# 12 "file" 1 3`), whether it starts a system header's text.
fn marker_is_system(line: &str) -> Option<bool> {
    if !is_marker(line) {
        return None;
    }
    let open = line.find('"')?;
    let bytes = line.as_bytes();
    let mut i = open + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        i += if bytes[i] == b'\\' { 2 } else { 1 };
    }
    let flags = line.get(i + 1..)?;
    Some(flags.split_ascii_whitespace().any(|f| f == "3"))
}

/// Whether a line marker says the text after it is another file's (flag 1, entering it) or
/// the including file's again (flag 2), rather than more of the same file.
fn enters_or_leaves_file(marker: &str) -> bool {
    let flags = marker.rsplit('"').next().unwrap_or_default();
    flags.split_ascii_whitespace().any(|f| f == "1" || f == "2")
}

/// The identifiers that system headers (the toolkit's and the C++ library's) write just before
/// a parenthesis: the functions (and function-like macros) they may declare, which the scan
/// does not see once their text is blanked.
pub fn system_header_calls(src: &str) -> HashSet<&str> {
    let mut out = HashSet::new();
    let mut system = false;
    for line in src.split('\n') {
        if let Some(s) = marker_is_system(line) {
            system = s;
            continue;
        }
        if !system {
            continue;
        }
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if !(b[i].is_ascii_alphabetic() || b[i] == b'_') {
                i += 1;
                continue;
            }
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let mut next = i;
            while next < b.len() && b[next] == b' ' {
                next += 1;
            }
            if b.get(next) == Some(&b'(') {
                out.insert(&line[start..i]);
            }
        }
    }
    out
}

pub(super) fn is_marker(line: &str) -> bool {
    let b = line.as_bytes();
    b.first() == Some(&b'#') && b.get(1) == Some(&b' ') && b.get(2).is_some_and(u8::is_ascii_digit)
}

/// Whether tokenizing `text` (whole lines of system headers) could change the rewrite.
fn can_skip(text: &str) -> bool {
    let b = text.as_bytes();
    let mut depth = [0i64; 3];
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            b'#' if i == 0 || b[i - 1] == b'\n' => i = line_end(b, i),
            b'"' | b'\'' => {
                if c == b'"' && i > 0 && b[i - 1] == b'R' {
                    return false;
                }
                i = literal_end(b, i);
            }
            b'(' | b'[' | b'{' => depth[bracket(c)] += 1,
            b')' | b']' | b'}' => {
                let d = &mut depth[bracket(c)];
                *d -= 1;
                if *d < 0 {
                    return false;
                }
            }
            b'<' if b[i..].starts_with(b"<<<") => return false,
            _ if c == b'_' || c.is_ascii_alphabetic() => {
                let start = i;
                while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
                    i += 1;
                }
                if is_trigger(&text[start..i]) {
                    return false;
                }
                continue;
            }
            // A number, so that a digit separator (`1'000`) is not read as a literal.
            _ if c.is_ascii_digit() => {
                while i < b.len() && (b[i] == b'\'' || b[i] == b'.' || b[i].is_ascii_alphanumeric())
                {
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    depth == [0; 3]
}

fn bracket(c: u8) -> usize {
    match c {
        b'(' | b')' => 0,
        b'[' | b']' => 1,
        _ => 2,
    }
}

/// The index of the newline ending the line at `i` (or the end).
fn line_end(b: &[u8], i: usize) -> usize {
    b[i..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(b.len(), |n| i + n)
}

/// The index of the quote closing the literal opened at `open`; at most the end of its line.
fn literal_end(b: &[u8], open: usize) -> usize {
    let quote = b[open];
    let mut i = open + 1;
    while i < b.len() && b[i] != b'\n' {
        match b[i] {
            b'\\' => i += 1,
            c if c == quote => return i,
            _ => {}
        }
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    const STDIO: &str = "# 1 \"/usr/include/stdio.h\" 1 3 4\nextern \"C\" {\n";
    const TYPES: &str = "# 1 \"/usr/include/types.h\" 1 3 4\ntypedef int t; char q = '}';\n";
    const STDIO_END: &str = "# 9 \"/usr/include/stdio.h\" 2 3 4\nint puts(const char *);\n}\n";
    const BACK: &str = "# 3 \"a.cu\" 2\nint main() {}\n";

    #[test]
    fn whole_system_headers_are_blanked_keeping_lines_and_markers() {
        let src = format!("# 1 \"a.cu\"\n{STDIO}{TYPES}{STDIO_END}{BACK}");
        let out = blank_system_headers(&src);
        assert_eq!(out.lines().count(), src.lines().count());
        assert!(!out.contains("puts") && !out.contains("typedef"));
        assert!(out.contains("# 1 \"/usr/include/types.h\" 1 3 4\n"));
        assert!(out.ends_with(BACK));
    }

    #[test]
    fn system_macros_expanded_in_user_lines_are_kept() {
        let src = "# 1 \"a.cu\"\nint main() { k<<<1, 1, 0,\n# 3 \"a.cu\" 3 4\n __null\n# 3 \"a.cu\"\n >>>(); }\n";
        assert_eq!(blank_system_headers(src), src);
    }

    #[test]
    fn stretches_that_matter_are_kept() {
        for body in [
            "__global__ void k();\n",
            "int x = y <<< 2;\n",
            "void f() __attribute__((device));\n",
            "namespace n {\n",
            "auto s = R\"(})\";\n",
        ] {
            let src = format!("# 1 \"a.cu\"\n{STDIO}}}\n{body}{BACK}");
            assert_eq!(blank_system_headers(&src), src.as_str(), "{body}");
        }
    }

    #[test]
    fn words_containing_a_trigger_and_literals_do_not_count() {
        let body = "int gethostname(); const char *s = \"__global__ {\"; int n = 1'000;\n";
        let src = format!("# 1 \"a.cu\"\n{STDIO}}}\n{body}{BACK}");
        assert!(!blank_system_headers(&src).contains("gethostname"));
    }
}
