// std::underlying_type of scoped and unscoped enumerations in device code.
#include <cstdio>
#include <type_traits>

enum class Small : short { A = 3, B = -2 };
enum class Wide : unsigned long long { Big = 1ull << 40 };
enum Plain : unsigned char { P = 200 };

__global__ void k(long long *out) {
    out[0] = static_cast<std::underlying_type_t<Small>>(Small::A);
    out[1] = static_cast<std::underlying_type<Small>::type>(Small::B);
    out[2] = static_cast<std::underlying_type_t<Wide>>(Wide::Big);
    out[3] = static_cast<std::underlying_type_t<Plain>>(P);
    out[4] = sizeof(std::underlying_type_t<Small>);
    out[5] = std::is_same_v<std::underlying_type_t<Wide>, unsigned long long>;
    out[6] = std::is_signed_v<std::underlying_type_t<Plain>>;
}

int main() {
    long long *out;
    cudaMallocManaged(&out, 7 * sizeof(long long));
    k<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 7; ++i) printf("%lld ", out[i]);
    printf("\n");
    return 0;
}
