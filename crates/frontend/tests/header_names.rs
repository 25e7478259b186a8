//! The toolkit's headers name their template parameters with names reserved to the
//! implementation (`_T`, `_Args`), so that a program's macros (`-DT=float`, `-DN=64`) cannot
//! reach into them.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else if path.file_name().is_some_and(|n| n != "README") {
            out.push(path);
        }
    }
}

/// `line` without its `//` comment.
fn code(line: &str) -> &str {
    line.split("//").next().unwrap_or(line)
}

/// Whether `word` is a name a program's macro may well have: one capital letter, maybe with a
/// digit (`N`, `T1`), or a pack's usual names.
fn user_like(word: &str) -> bool {
    let b = word.as_bytes();
    let letter = |i: usize| b.get(i).is_some_and(u8::is_ascii_uppercase);
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    (letter(0) && (b.len() == 1 || (b.len() == 2 && digit(1))))
        || matches!(word, "Args" | "Ts" | "Us" | "Is" | "Ns" | "Rest")
}

#[test]
fn template_parameters_have_reserved_names() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include");
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut found = Vec::new();
    for path in all {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let words: Vec<&str> = code(line)
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                .filter(|w| !w.is_empty())
                .collect();
            for pair in words.windows(2) {
                let introduces =
                    matches!(pair[0], "class" | "typename" | "class..." | "typename...");
                if introduces && user_like(pair[1]) && line.contains("template") {
                    found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "unreserved template parameter names:\n{}",
        found.join("\n")
    );
}
