//! Macro replacement compared with GCC's preprocessor (nvcc hands both passes to the host
//! compiler's, so its rules are the ones programs are written against) on generated programs:
//! a few object-like and function-like macros (variadic ones with `__VA_OPT__` too) whose
//! bodies name each other, their parameters, parentheses, commas and a `PARENS`-like `()`
//! macro, and one line using them. Deferred and self-referring expansion, arguments gathered
//! past a replacement's end and unbalanced parentheses come out of such programs often.
//!
//! Each program must give the same tokens in both, or an error in both. The host's GCC is
//! found as the driver finds the host compiler (`$CXX`, else `c++`); the test says it was
//! skipped where that is not GCC. `FERROCUDA_MACRO_CASES` sets how many programs (300 by
//! default; longer runs are recorded in `fuzz/README.md`), `FERROCUDA_MACRO_SEED` the first.

use ferrocuda_frontend::diag::{Diagnostics, Severity};
use ferrocuda_frontend::preprocess::{preprocess, PreprocessOptions};
use ferrocuda_frontend::source::SourceMap;
use std::path::Path;
use std::process::Command;

/// xorshift64*: a deterministic stream of choices from a seed.
struct Choices(u64);

impl Choices {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const NAMES: &[&str] = &["A", "B", "C", "D", "E", "F"];

/// One program: the macros' definitions and a line using them between two `@`s.
fn program(c: &mut Choices) -> String {
    let mut text =
        String::from("#define PARENS ()\n#define ID(...) __VA_ARGS__\n#define EMPTY()\n");
    for name in NAMES {
        let params: Option<&[&str]> = match c.below(6) {
            0 | 1 => None,
            2 => Some(&[]),
            3 => Some(&["x"]),
            4 => Some(&["x", "y"]),
            _ => Some(if c.below(2) == 0 {
                &["..."]
            } else {
                &["x", "..."]
            }),
        };
        let usable: Vec<&str> = params
            .unwrap_or(&[])
            .iter()
            .map(|p| if *p == "..." { "__VA_ARGS__" } else { p })
            .collect();
        let mut body = Vec::new();
        for _ in 0..c.below(7) {
            let token = match c.below(24) {
                0..=6 => c.pick(NAMES).to_string(),
                7..=9 if !usable.is_empty() => c.pick(&usable).to_string(),
                10 | 11 => "(".into(),
                12 | 13 => ")".into(),
                14 => ",".into(),
                15 => c.pick(&["PARENS", "ID", "EMPTY"]).into(),
                // A call deferred to the next rescan.
                16 => format!("{} PARENS", c.pick(NAMES)),
                17 if usable.contains(&"__VA_ARGS__") => {
                    format!("__VA_OPT__({} PARENS)", c.pick(NAMES))
                }
                18 if !usable.is_empty() => format!("#{}", c.pick(&usable)),
                19 | 20 => {
                    let side = |c: &mut Choices| match c.below(3) {
                        0 if !usable.is_empty() => c.pick(&usable),
                        1 => c.pick(NAMES),
                        _ => c.pick(&["z", "1", "_"]),
                    };
                    let left = side(c);
                    format!("{left} ## {}", side(c))
                }
                _ => c.pick(&["1", "z", "+"]).to_string(),
            };
            body.push(token);
        }
        match params {
            None => text += &format!("#define {name} {}\n", body.join(" ")),
            Some(p) => text += &format!("#define {name}({}) {}\n", p.join(","), body.join(" ")),
        }
    }
    let mut line = vec!["@"];
    let mut depth = 0;
    for _ in 0..3 + c.below(12) {
        match c.below(20) {
            0..=8 => line.push(c.pick(NAMES)),
            9..=12 => {
                line.push("(");
                depth += 1;
            }
            13..=15 if depth > 0 => {
                line.push(")");
                depth -= 1;
            }
            16 => line.push(","),
            17 | 18 => {
                let token = c.pick(&["ID", "ID(", "EMPTY"]);
                depth += usize::from(token == "ID(");
                line.push(token);
            }
            _ => line.push(c.pick(&["1", "q", "PARENS"])),
        }
    }
    line.extend(std::iter::repeat_n(")", depth));
    line.push("@");
    text + &line.join(" ") + "\n"
}

/// The host compiler, where it is GCC.
fn host_gcc() -> Option<String> {
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let version = Command::new(&cxx).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&version.stdout);
    (text.contains("Free Software Foundation") && !text.contains("clang")).then_some(cxx)
}

/// The program's tokens as GCC writes them, without whitespace; `None` on an error.
fn gcc_output(cxx: &str, path: &Path) -> Option<String> {
    let out = Command::new(cxx)
        .args(["-E", "-P", "-std=gnu++20", "-x", "c++"])
        .arg(path)
        .output()
        .expect("run the host compiler");
    out.status
        .success()
        .then(|| without_spaces(&String::from_utf8_lossy(&out.stdout)))
}

/// The program's tokens as ferrocuda's preprocessor makes them, without whitespace; `None` on
/// an error.
fn our_output(path: &Path, text: &str) -> Option<String> {
    let mut sm = SourceMap::new();
    let main = sm.add(path.display().to_string(), path, text.as_bytes());
    let mut diags = Diagnostics::new();
    let opts = PreprocessOptions {
        cplusplus: Some(202002),
        ..PreprocessOptions::default()
    };
    let out = preprocess(&mut sm, main, &opts, &mut diags);
    if diags.items.iter().any(|d| d.severity == Severity::Error) {
        return None;
    }
    let text: Vec<&str> = out.tokens.iter().map(|t| &*t.text).collect();
    Some(without_spaces(&text.join(" ")))
}

/// `text` without the whitespace between tokens (string literals keep theirs: a stringized
/// argument's spacing is compared too).
fn without_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_string = false;
    let mut escaped = false;
    for ch in text.chars() {
        if in_string {
            out.push(ch);
            match ch {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else if ch == '"' {
            in_string = true;
            out.push(ch);
        } else if !ch.is_whitespace() {
            out.push(ch);
        }
    }
    out
}

#[test]
fn macros_are_replaced_as_gcc_replaces_them() {
    let Some(cxx) = host_gcc() else {
        eprintln!("skipped: the host compiler is not GCC");
        return;
    };
    let count: u64 = std::env::var("FERROCUDA_MACRO_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let first: u64 = std::env::var("FERROCUDA_MACRO_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let dir = std::env::temp_dir().join(format!("ferrocuda-macros-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("make a temporary directory");
    let mut differences = Vec::new();
    for seed in first..first + count {
        let mut choices = Choices(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let text = program(&mut choices);
        let path = dir.join(format!("case{seed}.c"));
        std::fs::write(&path, &text).expect("write a program");
        let (gcc, ours) = (gcc_output(&cxx, &path), our_output(&path, &text));
        if gcc != ours {
            differences.push(format!("seed {seed}:\n{text}GCC:  {gcc:?}\nours: {ours:?}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        differences.is_empty(),
        "{} of {count} programs differ; the first:\n{}",
        differences.len(),
        differences[0]
    );
}
