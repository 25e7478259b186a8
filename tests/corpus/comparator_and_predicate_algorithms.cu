// corpus: the comparator and predicate forms of <algorithm> in device code (C++20, --expt-relaxed-constexpr): binary searches, set operations, searches, mismatches, copies, shifts and three-way comparisons
#include <algorithm>
#include <cstdio>
#include <functional>
#include <iterator>

struct Pt {
    int x, y;
};

__host__ __device__ long long digits(const int* a, int n)
{
    long long v = 0;
    for (int i = 0; i < n; ++i) v = v * 10 + a[i];
    return v;
}

__host__ __device__ void run(long long* out)
{
    int desc[7] = {9, 7, 7, 5, 3, 2, 1};
    std::greater<int> gt;
    out[0] = (std::lower_bound(desc, desc + 7, 7, gt) - desc) * 100 + (std::upper_bound(desc, desc + 7, 7, gt) - desc) * 10 +
             std::binary_search(desc, desc + 7, 4, gt);
    auto range = std::equal_range(desc, desc + 7, 7, gt);
    out[1] = (range.first - desc) * 10 + (range.second - desc);
    int a[5] = {1, 3, 5, 7, 9}, b[4] = {3, 4, 5, 10};
    int o[12] = {};
    int* e = std::set_symmetric_difference(a, a + 5, b, b + 4, o);
    out[2] = digits(o, int(e - o));
    int r1[5] = {9, 7, 5, 3, 1}, r2[3] = {8, 5, 1};
    e = std::set_union(r1, r1 + 5, r2, r2 + 3, o, gt);
    out[3] = digits(o, int(e - o));
    e = std::set_intersection(r1, r1 + 5, r2, r2 + 3, o, gt);
    out[4] = digits(o, int(e - o)) * 10 + std::includes(r1, r1 + 5, r2 + 1, r2 + 3, gt);
    int c[5] = {1, 2, 3, 4, 5}, d[5] = {1, 2, 0, 4, 5};
    auto mm = std::mismatch(c, c + 5, d, d + 3);
    auto mm2 = std::mismatch(c, c + 5, d, [](int u, int v) { return u - v < 3; });
    out[5] = (mm.first - c) * 100 + (mm2.first - c) * 10 + std::equal(c, c + 2, d, d + 2);
    out[6] = std::equal(c, c + 5, d, d + 5, [](int u, int v) { return (u == v) || v == 0; }) * 10 + std::equal(c, c + 5, d, d + 4);
    int sq[4];
    std::transform(c, c + 4, d, sq, [](int u, int v) { return u * 10 + v; });
    out[7] = sq[0] + sq[1] * 100 + sq[2] * 10000 + (long long)sq[3] * 1000000;
    int runs[8] = {1, 3, 5, 6, 8, 10, 11, 13};
    out[8] = std::adjacent_find(runs, runs + 8, [](int u, int v) { return v - u == 1; }) - runs;
    int words[6] = {11, 21, 31, 12, 22, 13};
    int* u = std::unique(words, words + 6, [](int p, int q) { return p % 10 == q % 10; });
    out[9] = digits(words, int(u - words));
    out[10] = std::min({4, 8, 2, 6}, gt) * 10 + std::max({4, 8, 2, 6}, gt);
    auto mx = std::minmax({3, 9, 1, 9, 1}, gt);
    auto m2 = std::minmax(2, 7, gt);
    out[11] = mx.first * 1000 + mx.second * 100 + m2.first * 10 + m2.second;
    out[12] = std::clamp(15, 20, 10, gt) * 100 + std::clamp(5, 20, 10, gt);
    Pt pts[4] = {{1, 5}, {2, 3}, {0, 9}, {4, 3}};
    auto by_y = [](const Pt& p, const Pt& q) { return p.y < q.y; };
    auto ext = std::minmax_element(pts, pts + 4, by_y);
    out[13] = ext.first->x * 10 + ext.second->x;
    out[14] = std::lexicographical_compare(c, c + 5, d, d + 5, gt) * 10 + std::lexicographical_compare(d, d + 5, c, c + 5, gt);
    int hay[8] = {1, 2, 3, 1, 2, 3, 4, 5}, needle[2] = {2, 3};
    out[15] = (std::search(hay, hay + 8, needle, needle + 2, std::equal_to<int>()) - hay) * 10 +
              (std::find_end(hay, hay + 8, needle, needle + 2, std::equal_to<int>()) - hay);
    int odd[6] = {2, 4, 5, 7, 9, 1};
    out[16] = (std::search_n(odd, odd + 6, 3, 1, [](int v, int w) { return v % 2 == w; }) - odd) * 10 +
              (std::find_first_of(odd, odd + 6, needle, needle + 2, [](int v, int w) { return v == w + 2; }) - odd);
    int perm[4] = {4, 1, 3, 2}, ref[4] = {1, 2, 3, 4};
    out[17] = std::is_permutation(perm, perm + 4, ref, ref + 4) * 100 + std::is_permutation(perm, perm + 4, ref, ref + 3) * 10 +
              std::is_permutation(perm, perm + 4, ref, [](int v, int w) { return v % 2 == w % 2; });
    int rc[6] = {1, 2, 3, 2, 1, 2};
    int oc[6];
    std::replace_copy(rc, rc + 6, oc, 2, 7);
    out[18] = digits(oc, 6);
    e = std::remove_copy_if(rc, rc + 6, oc, [](int v) { return v == 1; });
    out[19] = digits(oc, int(e - oc));
    int ev[6], od[6];
    auto ends = std::partition_copy(rc, rc + 6, ev, od, [](int v) { return v % 2 == 0; });
    out[20] = digits(ev, int(ends.first - ev)) * 1000 + digits(od, int(ends.second - od));
    int sh[6] = {1, 2, 3, 4, 5, 6};
    int* kept = std::shift_left(sh, sh + 6, 2);
    out[21] = digits(sh, int(kept - sh));
    int sr[6] = {1, 2, 3, 4, 5, 6};
    int* from = std::shift_right(sr, sr + 6, 4);
    out[22] = digits(from, int(sr + 6 - from));
    auto order = std::lexicographical_compare_three_way(c, c + 5, d, d + 5);
    auto shorter = std::lexicographical_compare_three_way(c, c + 3, c, c + 5);
    out[23] = (order > 0) * 100 + (shorter < 0) * 10 + (std::lexicographical_compare_three_way(c, c + 2, d, d + 2) == 0);
    int hp[6] = {9, 5, 8, 1, 7, 2};
    out[24] = std::is_heap_until(hp, hp + 6) - hp;
    int uc[7] = {1, 11, 2, 12, 22, 3, 4};
    e = std::unique_copy(uc, uc + 7, oc, [](int p, int q) { return p % 10 == q % 10; });
    out[25] = digits(oc, int(e - oc));
    int mv[3] = {7, 8, 9}, dst[3];
    std::copy(std::make_move_iterator(mv), std::make_move_iterator(mv + 3), dst);
    std::move_iterator<int*> mi(mv);
    out[26] = digits(dst, 3) * 10 + (std::make_move_iterator(mv + 3) - mi) + mi[1] * 0;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 27;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
