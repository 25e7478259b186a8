// corpus: std::string_view in device code (constexpr throughout, so nvcc takes it with --expt-relaxed-constexpr): finds, substrings, comparisons, prefixes and suffixes, the "sv" literal, constant expressions
#include <cstdio>
#include <string_view>

using namespace std::literals;

constexpr std::string_view kGreeting = "hello, device world";
static_assert(kGreeting.find("device") == 7, "found in a constant expression");

__host__ __device__ void run(long* out)
{
    constexpr std::string_view s = "hello, device world";
    static_assert(s.ends_with("world"), "in device code too");
    out[0] = s.size();
    out[1] = s.find("device");
    out[2] = s.rfind('o');
    out[3] = s.substr(7, 6) == "device";
    out[4] = s.starts_with("hello") * 10 + s.ends_with('d');
    out[5] = s.find_first_of(", ") * 100 + s.find_last_not_of("dlrow ");
    std::string_view t = s;
    t.remove_prefix(7);
    t.remove_suffix(6);
    out[6] = t.compare("device") == 0 && t < "zzz" && !(t > "zzz");
    auto lit = "abc"sv;
    out[7] = lit.size() + (s.find('q') == std::string_view::npos) * 100;
    char buf[8] = {};
    out[8] = s.copy(buf, 5, 14) * 1000 + buf[0];
    out[9] = sizeof(std::string_view) + s.substr(19).size();
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
