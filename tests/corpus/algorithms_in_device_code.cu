// corpus: the constexpr algorithms of <algorithm> and <numeric> (C++20) in device code under --expt-relaxed-constexpr: permutations, partitions, heaps, merges and set operations, searches, removals, scans
#include <algorithm>
#include <cstdio>
#include <numeric>

__host__ __device__ long long digits(const int* a, int n)
{
    long long v = 0;
    for (int i = 0; i < n; ++i) v = v * 10 + a[i];
    return v;
}

__host__ __device__ void run(long long* out)
{
    int a[6] = {3, 1, 4, 1, 5, 9};
    std::rotate(a, a + 2, a + 6);
    out[0] = digits(a, 6);
    int p[3] = {1, 2, 3};
    std::next_permutation(p, p + 3);
    std::next_permutation(p, p + 3);
    out[1] = digits(p, 3) * 10 + std::prev_permutation(p, p + 3);
    int from[6] = {1, 2, 3, 4, 5, 6}, q[6];
    int* split = std::partition_copy(from, from + 6, q, q + 3, [](int v) { return v % 2 == 0; }).first;
    out[2] = digits(q, 6) * 10 + (split - q);
    out[3] = std::is_partitioned(q, q + 6, [](int v) { return v % 2 == 0; }) +
             10 * (std::partition_point(q, q + 6, [](int v) { return v % 2 == 0; }) - q);
    int h[6] = {5, 2, 8, 1, 9, 3};
    std::make_heap(h, h + 6);
    int top = h[0];
    std::pop_heap(h, h + 6);
    std::sort_heap(h, h + 5);
    out[4] = top * 1000000 + digits(h, 5) * 10 + std::is_heap(h, h + 5);
    int x[3] = {1, 4, 7}, y[4] = {2, 4, 6, 8}, m[7], s[7];
    std::merge(x, x + 3, y, y + 4, m);
    out[5] = digits(m, 7);
    int* u = std::set_union(x, x + 3, y, y + 4, s);
    int* i = std::set_intersection(x, x + 3, y, y + 4, s + 6);
    out[6] = digits(s, u - s) * 10 + (i - (s + 6));
    int d[7];
    out[7] = digits(d, std::set_difference(y, y + 4, x, x + 3, d) - d) * 10 +
             std::includes(y, y + 4, y + 1, y + 3);
    int hay[8] = {1, 2, 3, 1, 2, 3, 4, 4};
    int needle[2] = {2, 3};
    out[8] = (std::search(hay, hay + 8, needle, needle + 2) - hay) * 1000 +
             (std::find_end(hay, hay + 8, needle, needle + 2) - hay) * 100 +
             (std::adjacent_find(hay, hay + 8) - hay) * 10 + (std::search_n(hay, hay + 8, 2, 4) - hay);
    auto mm = std::minmax_element(hay, hay + 8);
    out[9] = (mm.first - hay) * 10 + (mm.second - hay);
    int r[6] = {1, 2, 3, 2, 1, 2};
    int* end = std::remove(r, r + 6, 2);
    out[10] = digits(r, end - r) * 10 + std::lexicographical_compare(x, x + 3, y, y + 4);
    int in[5] = {1, 2, 3, 4, 5}, ex[5], inc[5];
    std::exclusive_scan(in, in + 5, ex, 0);
    std::inclusive_scan(in, in + 5, inc);
    out[11] = digits(ex, 5) * 100000 + digits(inc, 4);
    out[12] = std::reduce(in, in + 5) * 1000 + std::transform_reduce(in, in + 5, in, 0);
    int g[4];
    int next = 0;
    std::generate(g, g + 4, [&next] { return next += 2; });
    std::replace(g, g + 4, 4, 9);
    int shuffled[3] = {7, 1, 4};
    out[13] = digits(g, 4) + 10000 * std::is_permutation(x, x + 3, shuffled);
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 14;
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
