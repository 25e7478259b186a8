# 1 "launches.cu"
namespace std { template <class T> T min(T a, T b) { return a < b ? a : b; } }
__global__ void k(int a, int b) {}
typedef void (*Kernel)(int, int);
struct Table { Kernel fns[2]; Kernel fn; };
static Kernel pick(int i) { return k; }

template <int A, int B> struct Sum { static const int value = A + B; };

void launches(Table& t, Kernel fp, int n) {
    (fp)<<<1, 1>>>(1, 2);
    t.fns[0]<<<1, 1>>>(3, 4);
    t.fn<<<n, std::min<int>(n, 32)>>>(5, 6);
    pick(0)<<<Sum<1, 2>::value, 2>>>(7, 8);
    if (n) k<<<1, 1>>>(9, 10); else k<<<2, 2>>>(11, 12);
    auto later = [&]() { k<<<1, 1>>>(n, n); };
    later();
    for (int i = 0; i < 2; ++i) k<<<1, 1>>>(i, (n << 1) >> 1);
}

int main() { Table t{}; launches(t, k, 1); }
