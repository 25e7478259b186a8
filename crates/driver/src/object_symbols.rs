//! The names in an object file's symbol table: how the driver learns which kernel template
//! instances the host compiler made (their records are symbols of the object; see
//! `ferrocuda_frontend::lower::host_args::instance_record`).
//!
//! Only what that needs of ELF is read: 64-bit little-endian objects (x86-64 and AArch64
//! Linux), the section headers, the symbol table and its string table. Anything else, or a
//! damaged file, gives no names: the instances are then built when they are first launched.

/// The names of the symbols `object` (the bytes of an ELF file) defines or uses.
pub fn symbol_names(object: &[u8]) -> Vec<String> {
    symbols(object)
        .unwrap_or_default()
        .into_iter()
        .map(|s| s.name)
        .collect()
}

/// A symbol of an object's table.
pub struct Symbol {
    pub name: String,
    /// Whether the object defines it (else the object uses it, to be defined elsewhere).
    pub defined: bool,
}

/// The symbols `object` defines or uses, or `None` where it is not an ELF object this reads.
pub fn symbols(object: &[u8]) -> Option<Vec<Symbol>> {
    read(object)
}

const SHT_SYMTAB: u32 = 2;
const SYMBOL_SIZE: usize = 24;
const SECTION_HEADER_SIZE: usize = 64;
/// A symbol's section index that says the object does not define it.
const SHN_UNDEF: u16 = 0;

fn read(object: &[u8]) -> Option<Vec<Symbol>> {
    // ELF magic, 64-bit class, little-endian.
    if object.get(..6)? != b"\x7fELF\x02\x01" {
        return None;
    }
    let sections = usize::try_from(u64_at(object, 0x28)?).ok()?;
    let count = usize::from(u16_at(object, 0x3c)?);
    let header = |i: usize| -> Option<Section> {
        let at = sections.checked_add(i.checked_mul(SECTION_HEADER_SIZE)?)?;
        Some(Section {
            kind: u32_at(object, at + 4)?,
            offset: usize::try_from(u64_at(object, at + 0x18)?).ok()?,
            size: usize::try_from(u64_at(object, at + 0x20)?).ok()?,
            link: usize::try_from(u32_at(object, at + 0x28)?).ok()?,
        })
    };
    let symtab = (0..count).find_map(|i| header(i).filter(|s| s.kind == SHT_SYMTAB))?;
    let strings = header(symtab.link)?;
    let strings = object.get(strings.offset..strings.offset.checked_add(strings.size)?)?;
    let symbols = object.get(symtab.offset..symtab.offset.checked_add(symtab.size)?)?;
    let names = symbols
        .chunks_exact(SYMBOL_SIZE)
        .filter_map(|symbol| {
            let start = usize::try_from(u32_at(symbol, 0)?).ok()?;
            let rest = strings.get(start..)?;
            let name = &rest[..rest.iter().position(|&b| b == 0)?];
            (!name.is_empty()).then(|| Symbol {
                name: String::from_utf8_lossy(name).into_owned(),
                defined: u16_at(symbol, 6) != Some(SHN_UNDEF),
            })
        })
        .collect();
    Some(names)
}

struct Section {
    kind: u32,
    offset: usize,
    size: usize,
    link: usize,
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

fn u64_at(bytes: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_host_compilers_objects() {
        let Ok(cxx) = crate::compiler::find_cxx(None) else {
            eprintln!("skipped: no C++ compiler");
            return;
        };
        let dir = crate::tempdir::TempDir::new("symbols").unwrap();
        let source = dir.path().join("t.cpp");
        let object = dir.path().join("t.o");
        std::fs::write(
            &source,
            "namespace { template <class T> struct R { static const int record; }; \
             template <class T> const int R<T>::record = 1; } \
             const void* p = &R<float>::record; extern int elsewhere; int* q = &elsewhere;",
        )
        .unwrap();
        let status = cxx
            .command()
            .arg("-c")
            .arg(&source)
            .arg("-o")
            .arg(&object)
            .status()
            .unwrap();
        assert!(status.success());
        let symbols = symbols(&std::fs::read(&object).unwrap()).unwrap();
        let record = symbols
            .iter()
            .find(|s| s.name == "_ZN12_GLOBAL__N_11RIfE6recordE");
        assert!(record.is_some_and(|s| s.defined));
        let used = symbols.iter().find(|s| s.name == "elsewhere");
        assert!(used.is_some_and(|s| !s.defined));
    }

    #[test]
    fn damaged_files_have_no_names() {
        assert!(symbol_names(b"").is_empty());
        assert!(symbol_names(b"\x7fELF\x02\x01\x01\0\0\0").is_empty());
        let mut header = vec![0u8; 64];
        header[..6].copy_from_slice(b"\x7fELF\x02\x01");
        header[0x28..0x30].copy_from_slice(&u64::MAX.to_le_bytes());
        header[0x3c] = 3;
        assert!(symbol_names(&header).is_empty());
    }
}
