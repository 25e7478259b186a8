//! The name the program's symbol table gives a host function: what `cudaFuncGetName` reports.
//! A kernel's host stub has the kernel's name, namespace, template arguments and parameters, so
//! its symbol is the kernel's mangled name (`_Z6kernelPfi`), as CUDA reports it.
//!
//! The loader says which file holds the address and where it was loaded (`dladdr`); the file's
//! own symbol table (`.symtab`, which a stripped file lacks) names the function there.

use std::path::PathBuf;

/// The name of the function that starts at `addr`, from the symbol table of the file it was
/// loaded from; `None` when the loader does not know the address or the file has no symbols.
pub(crate) fn function_at(addr: usize) -> Option<String> {
    // SAFETY: `info` is plain data the loader fills on success.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: any address is a valid question; the answer is written only on success.
    if unsafe { libc::dladdr(addr as *const libc::c_void, &mut info) } == 0 {
        return None;
    }
    let base = info.dli_fbase as usize;
    let named = (!info.dli_fname.is_null())
        // SAFETY: on success `dli_fname` is a NUL-terminated path owned by the loader.
        .then(|| unsafe { std::ffi::CStr::from_ptr(info.dli_fname) })
        .map(|n| PathBuf::from(n.to_string_lossy().into_owned()))
        .filter(|p| p.is_file());
    // The program itself may be named as it was started, or not at all.
    let file = named.unwrap_or_else(|| PathBuf::from("/proc/self/exe"));
    let elf = std::fs::read(file).ok()?;
    function_in_elf(&elf, addr, base)
}

fn bytes<const N: usize>(elf: &[u8], at: usize) -> Option<[u8; N]> {
    elf.get(at..at.checked_add(N)?)?.try_into().ok()
}

fn u16_at(elf: &[u8], at: usize) -> Option<u16> {
    bytes(elf, at).map(u16::from_le_bytes)
}

fn u32_at(elf: &[u8], at: usize) -> Option<u32> {
    bytes(elf, at).map(u32::from_le_bytes)
}

fn u64_at(elf: &[u8], at: usize) -> Option<usize> {
    bytes(elf, at).map(|b| u64::from_le_bytes(b) as usize)
}

/// ELF64 little-endian: the function symbol at `addr` of a file loaded at `base`.
fn function_in_elf(elf: &[u8], addr: usize, base: usize) -> Option<String> {
    const ET_DYN: u16 = 3;
    const SHT_SYMTAB: u32 = 2;
    const STT_FUNC: u8 = 2;
    if elf.get(..5)? != b"\x7fELF\x02" {
        return None;
    }
    // A position-independent file's symbols are offsets from where it was loaded.
    let value = match u16_at(elf, 16)? {
        ET_DYN => addr.checked_sub(base)?,
        _ => addr,
    };
    let (shoff, shentsize, shnum) = (u64_at(elf, 0x28)?, u16_at(elf, 0x3a)?, u16_at(elf, 0x3c)?);
    let section = |i: usize| shoff.checked_add(i.checked_mul(shentsize as usize)?);
    for i in 0..shnum as usize {
        let sh = section(i)?;
        if u32_at(elf, sh + 4)? != SHT_SYMTAB {
            continue;
        }
        let (symbols, size, entsize) = (
            u64_at(elf, sh + 24)?,
            u64_at(elf, sh + 32)?,
            u64_at(elf, sh + 56)?,
        );
        let strtab = u64_at(elf, section(u32_at(elf, sh + 40)? as usize)? + 24)?;
        for s in (0..size / entsize.max(1)).map(|k| symbols + k * entsize) {
            let is_function = bytes::<1>(elf, s + 4)?[0] & 0xf == STT_FUNC;
            if !is_function || u64_at(elf, s + 8)? != value {
                continue;
            }
            let name = strtab + u32_at(elf, s)? as usize;
            let end = name + elf.get(name..)?.iter().position(|&b| b == 0)?;
            return String::from_utf8(elf[name..end].to_vec()).ok();
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[inline(never)]
    fn a_named_function(x: u32) -> u32 {
        x.wrapping_mul(3)
    }

    #[test]
    fn names_a_function_of_this_program() {
        std::hint::black_box(a_named_function(2));
        let name = function_at(a_named_function as *const () as usize);
        // Rust mangles the path; the function's own name is in it.
        assert!(
            name.as_deref()
                .is_some_and(|n| n.contains("a_named_function")),
            "{name:?}"
        );
        assert_eq!(function_in_elf(b"not an elf file", 0, 0), None);
    }
}
