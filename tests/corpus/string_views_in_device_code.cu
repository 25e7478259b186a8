// corpus: std::string_view in device code (constexpr throughout, so nvcc takes it with --expt-relaxed-constexpr): sizes, elements, substrings, prefixes and suffixes, copies, the "sv" literal, finds and comparisons in constant expressions
#include <cstdio>
#include <string_view>

using namespace std::literals;

__host__ __device__ void run(long* out)
{
    constexpr std::string_view s = "hello, device world";
    // Finds and comparisons in constant expressions (nvcc's device code runs the ones below
    // only: the others call the host library's character functions, where its thread ends).
    static_assert(s.ends_with("world") && s.find("device") == 7 && s.compare("hello") > 0, "");
    out[0] = s.size();
    out[1] = s[4];
    out[2] = s.rfind('o');
    out[3] = s.substr(7, 6).size();
    out[4] = s.ends_with('d');
    std::string_view t = s;
    t.remove_prefix(7);
    t.remove_suffix(6);
    out[5] = t.size() * 100 + t[0];
    auto lit = "abc"sv;
    out[6] = lit.size();
    char buf[8] = {};
    out[7] = s.copy(buf, 5, 14) * 1000 + buf[0];
    out[8] = sizeof(std::string_view) + s.substr(19).size();
    out[9] = t.front() * 1000 + t.back();
}

__global__ void kernel(long* out) { run(out); }

int main()
{
    long* out;
    cudaMallocManaged(&out, 10 * sizeof(long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long host[10];
    run(host);
    for (int i = 0; i < 10; ++i)
        printf("%ld%c", out[i], i == 9 ? '\n' : ' ');
    for (int i = 0; i < 10; ++i)
        printf("%ld%c", host[i], i == 9 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
