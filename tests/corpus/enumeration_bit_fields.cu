// corpus: a bit-field of enumeration type promotes as its enumeration does (to the underlying
// type where that is fixed), not as an integer bit-field of its width; an enumeration whose
// underlying type is bool holds 0 or 1
#include <cstdio>

enum Small : unsigned { A, B };
enum Large : unsigned long long { LA, LB };
enum Signed { SA = -1, SB = 1 };
enum class Flag : bool { Off, On };

struct Fields {
    Small small : 2;
    Large large : 2;
    Signed sign : 2;
    unsigned plain : 2;
};

__global__ void kernel(int* out, int four) {
    Fields f{};
    f.small = B;
    f.large = LB;
    f.sign = SA;
    f.plain = 1;
    out[0] = f.small - 2 < 0;
    out[1] = sizeof(f.small + 0);
    out[2] = f.large - 2 < 0;
    out[3] = sizeof(f.large + 0);
    out[4] = sizeof(f.sign + 0);
    out[5] = f.sign < 0;
    out[6] = f.plain - 2 < 0;
    out[7] = sizeof(f.plain + 0);
    Flag flag = static_cast<Flag>(four);
    out[8] = static_cast<int>(flag);
    out[9] = flag == Flag::On;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 10 * sizeof(int));
    kernel<<<1, 1>>>(out, 4);
    cudaDeviceSynchronize();
    for (int i = 0; i < 10; ++i)
        printf("%d%c", out[i], i == 9 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
