//! The module's variables as C definitions.
//!
//! A variable is an array of bytes with its initial bytes (`unsigned char fcg3_table[16] =
//! {...}`). One whose data holds pointers ([`Relocation`]s: `__device__ const char* names[] =
//! {"a", "b"}`) is a `struct` of byte arrays and `const void*` members instead, each pointer
//! initialized with its target's address, so that the device code's loader fills them in as
//! it does for a program CUDA's compiler built. C requires a variable to be defined before an
//! initializer names it: the variables are defined targets first.

use super::{EmittedGlobal, GlobalPlace};
use ferrocuda_ir::{Global, GlobalSpace, Module, Relocation};
use std::fmt::Write;

/// The definitions of `m`'s variables defined here (not those `places` fixes), and what they
/// are to the runtime. Fails when a pointer cannot be written as a C initializer: one at an
/// offset that is not a multiple of 8, one into a variable defined elsewhere, or variables
/// that point at each other in a cycle.
pub fn define(m: &Module, places: &[GlobalPlace]) -> Result<(String, Vec<EmittedGlobal>), String> {
    let mut src = String::new();
    let mut emitted = Vec::new();
    for i in definition_order(m)? {
        let g = &m.globals[i];
        let GlobalPlace::Defined {
            name: c_name,
            align,
        } = &places[i]
        else {
            continue;
        };
        let qualifier = match g.space {
            GlobalSpace::Shared => "__shared__",
            GlobalSpace::Constant => "__constant__",
            GlobalSpace::Device => "__device__",
            GlobalSpace::ReadOnly => "__device__ const",
        };
        if g.relocations.is_empty() {
            let size = g.size.max(1);
            let _ = write!(
                src,
                "{qualifier} __align__({align}) unsigned char {c_name}[{size}]"
            );
            match (g.space, initializer(&g.init, g.size)) {
                // Shared memory cannot be initialised.
                (GlobalSpace::Shared, _) => src.push_str(";\n"),
                // `const` data must be initialised, even when it is all zeros.
                (GlobalSpace::ReadOnly, None) => src.push_str(" = {0};\n"),
                (_, None) => src.push_str(";\n"),
                (_, Some(bytes)) => {
                    let _ = writeln!(src, " = {{{bytes}}};");
                }
            }
        } else {
            let parts = parts(g)?;
            let mut fields = String::new();
            let mut values = Vec::new();
            for (k, part) in parts.iter().enumerate() {
                match part {
                    Part::Bytes { start, end } => {
                        let _ = write!(fields, " unsigned char b{k}[{}];", end - start);
                        let init = g.init.get(*start as usize..).unwrap_or(&[]);
                        let bytes = initializer(init, end - start).unwrap_or_else(|| "0".into());
                        values.push(format!("{{{bytes}}}"));
                    }
                    Part::Pointer(r) => {
                        let _ = write!(fields, " const void* p{k};");
                        values.push(address(m, places, r)?);
                    }
                }
            }
            let _ = writeln!(
                src,
                "{qualifier} __align__({align}) struct {{{fields} }} {c_name} = {{{}}};",
                values.join(", ")
            );
        }
        if matches!(g.space, GlobalSpace::Device | GlobalSpace::Constant) {
            emitted.push(EmittedGlobal {
                name: g.name.clone(),
                c_name: c_name.clone(),
                space: g.space,
                size: g.size,
            });
        }
    }
    Ok((src, emitted))
}

/// A stretch of a variable that holds pointers: bytes, or one pointer.
enum Part {
    Bytes { start: u64, end: u64 },
    Pointer(Relocation),
}

/// `g`'s data cut at its pointers, which must lie at offsets a `struct` member of pointer type
/// can have.
fn parts(g: &Global) -> Result<Vec<Part>, String> {
    let mut relocations = g.relocations.clone();
    relocations.sort_by_key(|r| r.offset);
    let mut parts = Vec::new();
    let mut at = 0;
    for r in relocations {
        if r.offset % 8 != 0 || r.offset < at {
            return Err(format!(
                "'{}': a pointer at offset {} of its initial data is not supported on this backend",
                g.name, r.offset
            ));
        }
        if r.offset > at {
            parts.push(Part::Bytes {
                start: at,
                end: r.offset,
            });
        }
        parts.push(Part::Pointer(r));
        at = r.offset + 8;
    }
    if at < g.size {
        parts.push(Part::Bytes {
            start: at,
            end: g.size,
        });
    }
    Ok(parts)
}

/// The C constant for `r`'s target address: pointer arithmetic within one array, which C
/// allows in a constant initializer (a cast from an integer or between pointer types it does
/// not).
fn address(m: &Module, places: &[GlobalPlace], r: &Relocation) -> Result<String, String> {
    let target = &m.globals[r.target.0 as usize];
    let GlobalPlace::Defined { name, .. } = &places[r.target.0 as usize] else {
        return Err(format!(
            "a pointer to '{}', a variable of a module loaded earlier, is not supported in initial data",
            target.name
        ));
    };
    let out_of_bounds = || {
        format!(
            "a pointer {} bytes into '{}' ({} bytes) is not supported in initial data",
            r.addend, target.name, target.size
        )
    };
    if target.relocations.is_empty() {
        if r.addend < 0 || r.addend as u64 > target.size {
            return Err(out_of_bounds());
        }
        return Ok(format!("{name} + {}", r.addend));
    }
    // Into a variable with pointers of its own: the part the address falls in.
    let offset = u64::try_from(r.addend).map_err(|_| out_of_bounds())?;
    let parts = parts(target)?;
    for (k, part) in parts.iter().enumerate() {
        // One past the end of the variable is in its last part.
        let last = k + 1 == parts.len();
        match part {
            Part::Bytes { start, end }
                if (*start..*end).contains(&offset) || (last && offset == *end) =>
            {
                return Ok(format!("{name}.b{k} + {}", offset - start));
            }
            Part::Pointer(p) if p.offset == offset => return Ok(format!("&{name}.p{k}")),
            _ => {}
        }
    }
    Err(out_of_bounds())
}

/// The module's variables in an order that defines each before any variable whose data points
/// at it.
fn definition_order(m: &Module) -> Result<Vec<usize>, String> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Visiting,
        Done,
    }
    fn visit(
        m: &Module,
        i: usize,
        marks: &mut [Mark],
        order: &mut Vec<usize>,
    ) -> Result<(), String> {
        match marks[i] {
            Mark::Done => return Ok(()),
            Mark::Visiting => {
                return Err(format!(
                    "'{}': device variables whose initial data point at each other in a cycle are not supported on this backend",
                    m.globals[i].name
                ))
            }
            Mark::New => {}
        }
        marks[i] = Mark::Visiting;
        for r in &m.globals[i].relocations {
            // Pointing at itself (`struct Node n = {&n}`) needs no order.
            if r.target.0 as usize != i {
                visit(m, r.target.0 as usize, marks, order)?;
            }
        }
        marks[i] = Mark::Done;
        order.push(i);
        Ok(())
    }
    let mut marks = vec![Mark::New; m.globals.len()];
    let mut order = Vec::with_capacity(m.globals.len());
    for i in 0..m.globals.len() {
        visit(m, i, &mut marks, &mut order)?;
    }
    Ok(order)
}

/// The initial bytes as a C initializer list, trailing zeros left to zero-initialisation;
/// `None` when every byte is zero.
fn initializer(init: &[u8], size: u64) -> Option<String> {
    let n = init.len().min(usize::try_from(size).unwrap_or(usize::MAX));
    let used = init[..n].iter().rposition(|&b| b != 0)? + 1;
    let mut s = String::with_capacity(used * 5);
    for (i, b) in init[..used].iter().enumerate() {
        if i > 0 {
            s.push(',');
            if i % 32 == 0 {
                s.push('\n');
            }
        }
        let _ = write!(s, "{b:#x}");
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrocuda_ir::GlobalId;

    #[test]
    fn initializers() {
        assert_eq!(initializer(&[0, 0], 2), None);
        assert_eq!(
            initializer(&[1, 0, 2, 0, 0], 5).as_deref(),
            Some("0x1,0x0,0x2")
        );
        // Bytes beyond the variable's size are ignored.
        assert_eq!(initializer(&[1, 2, 3], 1).as_deref(), Some("0x1"));
    }

    fn global(name: &str, size: u64, relocations: Vec<Relocation>) -> Global {
        Global {
            name: name.into(),
            space: GlobalSpace::Device,
            size,
            align: 8,
            init: vec![1; size as usize],
            relocations,
        }
    }

    fn to(target: u32, offset: u64, addend: i64) -> Relocation {
        Relocation {
            offset,
            target: GlobalId(target),
            addend,
        }
    }

    fn defined(m: &Module) -> Vec<GlobalPlace> {
        (0..m.globals.len())
            .map(|i| GlobalPlace::Defined {
                name: format!("g{i}"),
                align: 8,
            })
            .collect()
    }

    #[test]
    fn pointers_are_struct_members_initialized_with_their_targets() {
        let m = Module {
            globals: vec![
                global("table", 24, vec![to(1, 8, 2)]),
                global("text", 4, vec![]),
                global("inner", 16, vec![to(0, 0, 8)]),
            ],
            ..Module::default()
        };
        let (src, _) = define(&m, &defined(&m)).unwrap();
        let lines: Vec<&str> = src.lines().collect();
        assert!(lines[0].contains("g1[4]"), "{src}");
        assert!(
            lines[1].contains(
                "struct { unsigned char b0[8]; const void* p1; unsigned char b2[8]; } g0 = {{0x1,"
            ),
            "{src}"
        );
        assert!(lines[1].contains(", g1 + 2, {"), "{src}");
        assert!(lines[2].contains("g2 = {&g0.p1, {"), "{src}");
    }

    #[test]
    fn what_c_cannot_initialize_is_reported() {
        let cycle = Module {
            globals: vec![
                global("a", 8, vec![to(1, 0, 0)]),
                global("b", 8, vec![to(0, 0, 0)]),
            ],
            ..Module::default()
        };
        assert!(define(&cycle, &defined(&cycle))
            .unwrap_err()
            .contains("cycle"));
        let unaligned = Module {
            globals: vec![global("a", 16, vec![to(1, 4, 0)]), global("b", 8, vec![])],
            ..Module::default()
        };
        assert!(define(&unaligned, &defined(&unaligned))
            .unwrap_err()
            .contains("offset 4"));
        let past = Module {
            globals: vec![global("a", 8, vec![to(1, 0, 9)]), global("b", 8, vec![])],
            ..Module::default()
        };
        assert!(define(&past, &defined(&past))
            .unwrap_err()
            .contains("9 bytes into 'b'"));
    }
}
