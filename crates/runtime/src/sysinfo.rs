//! Facts about the host machine that describe the CPU device: model name, clock, memory, caches.
//!
//! Every reader falls back to a plausible constant when the file it reads is missing or
//! unparsable (containers, non-Linux systems), so device properties never fail to build.

use std::fs;

/// The CPU's model name from `/proc/cpuinfo` (`model name`, or `Hardware`/`cpu model` on some
/// architectures), or "unknown CPU".
pub fn cpu_model() -> String {
    let info = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    ["model name", "Hardware", "cpu model", "Model"]
        .iter()
        .find_map(|key| cpuinfo_field(&info, key))
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown CPU".to_string())
}

/// The CPU clock in kHz: the maximum frequency cpufreq reports, else `cpu MHz` from
/// `/proc/cpuinfo`, else 1 GHz.
pub fn cpu_clock_khz() -> u32 {
    let max = fs::read_to_string("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")
        .ok()
        .and_then(|s| s.trim().parse::<u32>().ok());
    if let Some(khz) = max.filter(|&k| k > 0) {
        return khz;
    }
    let info = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    cpuinfo_field(&info, "cpu MHz")
        .and_then(|s| s.parse::<f64>().ok())
        .filter(|mhz| *mhz > 0.0 && *mhz < 1.0e6)
        .map(|mhz| (mhz * 1000.0) as u32)
        .unwrap_or(1_000_000)
}

/// Total physical memory in bytes (`MemTotal` of `/proc/meminfo`), else 8 GiB.
pub fn total_memory() -> usize {
    let info = fs::read_to_string("/proc/meminfo").unwrap_or_default();
    info.lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<usize>()
                .ok()
        })
        .map(|kib| kib.saturating_mul(1024))
        .filter(|&b| b > 0)
        .unwrap_or(8 << 30)
}

/// The size in bytes of the largest unified cache of CPU 0 (the last-level cache), which plays
/// the part of a GPU's L2; 0 when sysfs does not say.
pub fn last_level_cache() -> usize {
    let mut best = (0u32, 0usize);
    for index in 0..8 {
        let dir = format!("/sys/devices/system/cpu/cpu0/cache/index{index}");
        let read = |f: &str| fs::read_to_string(format!("{dir}/{f}")).ok();
        let (Some(level), Some(kind), Some(size)) = (read("level"), read("type"), read("size"))
        else {
            continue;
        };
        if kind.trim() == "Instruction" {
            continue;
        }
        let level: u32 = level.trim().parse().unwrap_or(0);
        let Some(bytes) = parse_cache_size(size.trim()) else {
            continue;
        };
        if level > best.0 {
            best = (level, bytes);
        }
    }
    best.1
}

fn cpuinfo_field<'a>(info: &'a str, key: &str) -> Option<&'a str> {
    info.lines().find_map(|line| {
        let (k, v) = line.split_once(':')?;
        (k.trim() == key).then(|| v.trim())
    })
}

/// Parses sysfs cache sizes such as "512K", "8192K", "32M".
fn parse_cache_size(s: &str) -> Option<usize> {
    let (digits, mult) = match s.chars().last()? {
        'K' | 'k' => (&s[..s.len() - 1], 1usize << 10),
        'M' | 'm' => (&s[..s.len() - 1], 1 << 20),
        'G' | 'g' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    digits.trim().parse::<usize>().ok()?.checked_mul(mult)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_are_plausible() {
        assert!(!cpu_model().is_empty());
        assert!(cpu_clock_khz() > 0);
        assert!(total_memory() >= 1 << 20);
        assert_eq!(parse_cache_size("512K"), Some(512 << 10));
        assert_eq!(parse_cache_size("32M"), Some(32 << 20));
        assert_eq!(parse_cache_size("x"), None);
    }
}
