// The address of a function template given for a pointer to a function whose parameters are
// references deduces the template's by-value parameters as those references: `Ts...` of
// `bool all(Ts...)` is `int&, int&` for `bool (*)(int&, int&)`.
#include <cstdio>

template <class... Ts>
__host__ __device__ int count_args(Ts...) { return int(sizeof...(Ts)); }

template <class T>
__host__ __device__ void bump(T t) { t += 10; }

__host__ __device__ void show(const char* side) {
    int (*by_value)(int, int) = &count_args;
    int (*by_reference)(int&, int&, int&) = &count_args;
    int (*by_const_reference)(const int&) = &count_args;
    void (*bump_in_place)(int&) = &bump;
    void (*bump_copy)(int) = &bump;
    int x = 1, y = 2, z = 3;
    bump_in_place(x);
    bump_copy(y);
    printf("%s: %d %d %d | %d %d %d\n", side, by_value(x, y), by_reference(x, y, z),
           by_const_reference(z), x, y, z);
}

__global__ void kernel() { show("device"); }

int main() {
    show("host");
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
