//! What `cudaMemAdvise` and `cudaMemPrefetchAsync` said about managed memory, page by page, for
//! `cudaMemRangeGetAttribute` to report.
//!
//! Advice changes nothing about where memory is or what a program reads here (memory is where
//! it is needed on either backend), but CUDA answers range queries from it, so it is recorded
//! as CUDA records it (measured on an H200): per 4 KiB page, a range touching part of a page
//! advising the whole page, and a query answering what every page of its range has in common.
//! Pages are counted from the start of their allocation (CUDA's allocations start on a page;
//! the CPU backend's need not).

use std::collections::BTreeMap;

use crate::abi::flags::{CPU_DEVICE_ID, INVALID_DEVICE_ID};
use crate::abi::{CudaError, MemLocationType, MemoryAdvise};
use crate::error::CudaResult;

/// The granularity advice applies at.
const PAGE: u64 = 4096;

/// A `cudaMemLocation` as advice records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Location {
    kind: i32,
    id: i32,
}

impl Location {
    /// The location `cudaMemLocation { kind, id }` names: CUDA documents a plain host
    /// location's id as ignored, so every id names the one host.
    pub fn new(kind: i32, id: i32) -> Location {
        let id = match kind {
            k if k == MemLocationType::HOST.0 => 0,
            _ => id,
        };
        Location { kind, id }
    }

    /// The location as a device number, the form of the attributes older than locations: the
    /// host in any of its forms is `cudaCpuDeviceId`.
    fn device_number(self) -> i32 {
        match self.kind {
            k if k == MemLocationType::DEVICE.0 => self.id,
            _ => CPU_DEVICE_ID,
        }
    }

    /// Where the location comes in a list: devices first, as CUDA lists them.
    fn listed(self) -> (bool, i32, i32) {
        (self.kind != MemLocationType::DEVICE.0, self.kind, self.id)
    }

    /// The location's id as the location attributes report it: the plain host has none
    /// (`cudaCpuDeviceId`, measured), a device or NUMA node its number.
    fn reported_id(self) -> i32 {
        match self.kind {
            k if k == MemLocationType::HOST.0 => CPU_DEVICE_ID,
            _ => self.id,
        }
    }
}

/// What one run of pages was told.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct PageAdvice {
    read_mostly: bool,
    preferred: Option<Location>,
    /// Kept sorted, devices before the host, as CUDA lists them.
    accessed_by: Vec<Location>,
    last_prefetch: Option<Location>,
}

/// `enum cudaMemRangeAttribute`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeAttribute {
    ReadMostly,
    PreferredLocation,
    AccessedBy,
    LastPrefetchLocation,
    PreferredLocationType,
    PreferredLocationId,
    LastPrefetchLocationType,
    LastPrefetchLocationId,
}

impl RangeAttribute {
    pub fn from_raw(raw: i32) -> CudaResult<Self> {
        use RangeAttribute::*;
        Ok(match raw {
            1 => ReadMostly,
            2 => PreferredLocation,
            3 => AccessedBy,
            4 => LastPrefetchLocation,
            5 => PreferredLocationType,
            6 => PreferredLocationId,
            7 => LastPrefetchLocationType,
            8 => LastPrefetchLocationId,
            _ => return Err(CudaError::InvalidValue),
        })
    }

    /// Checks the size of the caller's buffer for the attribute: one `int`, or for the devices
    /// a range is accessed by, any whole number of them.
    pub fn check_size(self, bytes: usize) -> CudaResult<()> {
        let fits = match self {
            RangeAttribute::AccessedBy => bytes > 0 && bytes.is_multiple_of(4),
            _ => bytes == 4,
        };
        fits.then_some(()).ok_or(CudaError::InvalidValue)
    }
}

/// Advice over the address space: each key starts a run of pages told the same, which lasts
/// until the next key. Addresses before the first key, or in runs of default advice, were told
/// nothing.
#[derive(Default)]
pub(crate) struct AdviceMap {
    runs: BTreeMap<u64, PageAdvice>,
}

impl AdviceMap {
    /// Applies `advice` (a validated `cudaMemAdvise` value) to the pages `[ptr, ptr + len)`
    /// touches in the allocation at `base`.
    pub fn advise(
        &mut self,
        base: u64,
        ptr: u64,
        len: usize,
        advice: MemoryAdvise,
        location: Location,
    ) {
        self.update(page_span(base, ptr, len), |page| match advice {
            MemoryAdvise::SET_READ_MOSTLY => page.read_mostly = true,
            MemoryAdvise::UNSET_READ_MOSTLY => page.read_mostly = false,
            MemoryAdvise::SET_PREFERRED_LOCATION => page.preferred = Some(location),
            MemoryAdvise::UNSET_PREFERRED_LOCATION => page.preferred = None,
            MemoryAdvise::SET_ACCESSED_BY => {
                let list = &mut page.accessed_by;
                if let Err(at) = list.binary_search_by_key(&location.listed(), |l| l.listed()) {
                    list.insert(at, location);
                }
            }
            _ => page.accessed_by.retain(|l| *l != location),
        });
    }

    /// Records a prefetch of `[ptr, ptr + len)` to `location`.
    pub fn prefetched(&mut self, base: u64, ptr: u64, len: usize, location: Location) {
        self.update(page_span(base, ptr, len), |page| {
            page.last_prefetch = Some(location)
        });
    }

    /// Forgets the advice of the allocation `[base, base + len)`, memory freed.
    pub fn forget(&mut self, base: u64, len: usize) {
        self.update(page_span(base, base, len), |page| {
            *page = PageAdvice::default()
        });
    }

    /// The value of `attribute` over `[ptr, ptr + len)` as `words` `int`s.
    pub fn query(
        &self,
        base: u64,
        ptr: u64,
        len: usize,
        attribute: RangeAttribute,
        words: usize,
    ) -> Vec<i32> {
        let pages = self.pages(page_span(base, ptr, len));
        let common = |f: &dyn Fn(&PageAdvice) -> Option<Location>| {
            let first = f(pages.first()?);
            pages.iter().all(|p| f(p) == first).then_some(first)?
        };
        let preferred = || common(&|p| p.preferred);
        let prefetched = || common(&|p| p.last_prefetch);
        let kind = |l: Option<Location>| l.map_or(MemLocationType::INVALID.0, |l| l.kind);
        use RangeAttribute::*;
        let mut out = match attribute {
            ReadMostly => vec![i32::from(pages.iter().all(|p| p.read_mostly))],
            PreferredLocation => {
                vec![preferred().map_or(INVALID_DEVICE_ID, Location::device_number)]
            }
            LastPrefetchLocation => {
                vec![prefetched().map_or(INVALID_DEVICE_ID, Location::device_number)]
            }
            PreferredLocationType => vec![kind(preferred())],
            PreferredLocationId => {
                vec![preferred().map_or(INVALID_DEVICE_ID, Location::reported_id)]
            }
            LastPrefetchLocationType => vec![kind(prefetched())],
            LastPrefetchLocationId => {
                vec![prefetched().map_or(INVALID_DEVICE_ID, Location::reported_id)]
            }
            AccessedBy => {
                let mut shared = pages
                    .first()
                    .map(|p| p.accessed_by.clone())
                    .unwrap_or_default();
                shared.retain(|l| pages.iter().all(|p| p.accessed_by.contains(l)));
                shared.iter().map(|l| l.device_number()).collect()
            }
        };
        out.resize(words, INVALID_DEVICE_ID);
        out
    }

    /// The advice of every run that the pages `[start, end)` overlap.
    fn pages(&self, (start, end): (u64, u64)) -> Vec<PageAdvice> {
        let inside = self.runs.range(start + 1..end).map(|(_, a)| a.clone());
        std::iter::once(self.advice_at(start))
            .chain(inside)
            .collect()
    }

    /// Changes the advice of the pages `[start, end)` with `change`, splitting the runs at both
    /// ends, then keeping a key only where the advice changes.
    fn update(&mut self, (start, end): (u64, u64), change: impl Fn(&mut PageAdvice)) {
        for at in [start, end] {
            let current = self.advice_at(at);
            self.runs.entry(at).or_insert(current);
        }
        for (_, advice) in self.runs.range_mut(start..end) {
            change(advice);
        }
        let keys: Vec<u64> = self.runs.range(start..=end).map(|(k, _)| *k).collect();
        for key in keys {
            let before = self.runs.range(..key).next_back().map(|(_, a)| a.clone());
            if before.unwrap_or_default() == self.runs[&key] {
                self.runs.remove(&key);
            }
        }
    }

    fn advice_at(&self, at: u64) -> PageAdvice {
        let run = self.runs.range(..=at).next_back();
        run.map(|(_, a)| a.clone()).unwrap_or_default()
    }
}

/// The pages of the allocation at `base` that `[ptr, ptr + len)` touches, as addresses.
fn page_span(base: u64, ptr: u64, len: usize) -> (u64, u64) {
    let start = (ptr - base) / PAGE * PAGE;
    let end = (ptr - base + len.max(1) as u64).div_ceil(PAGE) * PAGE;
    (base + start, base + end)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEVICE: Location = Location { kind: 1, id: 0 };
    const HOST: Location = Location { kind: 2, id: 0 };

    #[test]
    fn the_plain_host_is_one_location_whatever_its_id() {
        let mut map = AdviceMap::default();
        let base = 0x7000_0000;
        map.advise(
            base,
            base,
            4096,
            MemoryAdvise::SET_ACCESSED_BY,
            Location::new(2, 7),
        );
        assert_eq!(
            map.query(base, base, 1, RangeAttribute::AccessedBy, 2),
            [-1, -2]
        );
        map.advise(
            base,
            base,
            4096,
            MemoryAdvise::UNSET_ACCESSED_BY,
            Location::new(2, 0),
        );
        assert_eq!(
            map.query(base, base, 1, RangeAttribute::AccessedBy, 2),
            [-2, -2]
        );
    }

    #[test]
    fn advice_applies_to_whole_pages_and_queries_report_what_pages_share() {
        let mut map = AdviceMap::default();
        // Not page-aligned, as the CPU backend's allocations may be.
        let base = 0x7000_0100;
        map.advise(base, base + 100, 10, MemoryAdvise::SET_READ_MOSTLY, DEVICE);
        assert_eq!(
            map.query(base, base, 4096, RangeAttribute::ReadMostly, 1),
            [1]
        );
        assert_eq!(
            map.query(base, base + 200, 1, RangeAttribute::ReadMostly, 1),
            [1]
        );
        assert_eq!(
            map.query(base, base, 8192, RangeAttribute::ReadMostly, 1),
            [0]
        );
        map.advise(
            base,
            base,
            8192,
            MemoryAdvise::SET_PREFERRED_LOCATION,
            DEVICE,
        );
        map.advise(
            base,
            base + 8192,
            4096,
            MemoryAdvise::SET_PREFERRED_LOCATION,
            HOST,
        );
        let preferred = |m: &AdviceMap, off, len| {
            m.query(base, base + off, len, RangeAttribute::PreferredLocation, 1)
        };
        assert_eq!(preferred(&map, 0, 8192), [0]);
        assert_eq!(preferred(&map, 8192, 4096), [-1]);
        assert_eq!(preferred(&map, 0, 12288), [-2]);
        assert_eq!(
            map.query(base, base + 8192, 1, RangeAttribute::PreferredLocationId, 1),
            [-1]
        );
        map.advise(base, base, 1 << 20, MemoryAdvise::SET_ACCESSED_BY, DEVICE);
        map.advise(base, base, 4096, MemoryAdvise::SET_ACCESSED_BY, HOST);
        assert_eq!(
            map.query(base, base, 4096, RangeAttribute::AccessedBy, 3),
            [0, -1, -2]
        );
        assert_eq!(
            map.query(base, base, 1 << 20, RangeAttribute::AccessedBy, 2),
            [0, -2]
        );
        map.prefetched(base, base, 1 << 20, DEVICE);
        map.prefetched(base, base, 1 << 19, HOST);
        let last = |m: &AdviceMap, off, len| {
            m.query(
                base,
                base + off,
                len,
                RangeAttribute::LastPrefetchLocation,
                1,
            )
        };
        assert_eq!(last(&map, 1 << 19, 1 << 19), [0]);
        assert_eq!(last(&map, 0, 1 << 19), [-1]);
        assert_eq!(last(&map, 0, 1 << 20), [-2]);
        map.forget(base, 1 << 20);
        assert!(map.runs.is_empty());
    }
}
