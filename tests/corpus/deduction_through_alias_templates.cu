// C++20 deduces a class template's arguments through an alias template that forwards its
// parameters to it in order: by the class's constructors, its aggregate members, and the
// deduction guides written for the class.
#include <cstdio>
#include <type_traits>

template <class T>
struct Box {
    T value;
    __host__ __device__ Box(T v) : value(v) {}
};
template <class T>
using Boxed = Box<T>;

template <class A, class B>
struct Pair {
    A first;
    B second;
};
template <class A, class B>
using Couple = Pair<A, B>;

template <class T>
struct Counter {
    T count;
    __host__ __device__ Counter(const char* text) : count(0) {
        while (text[count])
            count++;
    }
};
Counter(const char*) -> Counter<int>;
template <class T>
using Tally = Counter<T>;

__host__ __device__ void run(int* out) {
    Boxed b{2.5f};
    Couple c{3, 'x'};
    Tally t("four");
    out[0] = std::is_same<decltype(b), Box<float>>::value * 100 +
             std::is_same<decltype(c), Pair<int, char>>::value * 10 +
             std::is_same<decltype(t), Counter<int>>::value;
    out[1] = (int)(b.value * 10) * 1000 + c.first * 100 + t.count;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[2];
    run(host);
    printf("%d %d\n%d %d\n", out[0], out[1], host[0], host[1]);
    cudaFree(out);
    return 0;
}
