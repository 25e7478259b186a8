// Postfix increment and decrement of class objects call operator++(int) and operator--(int),
// members or free functions, and the prefix forms call the prefix operators.
#include <cstdio>

struct Counter {
    int v;
    __device__ Counter &operator++() {
        ++v;
        return *this;
    }
    __device__ Counter operator++(int) {
        Counter t = *this;
        v += 10;
        return t;
    }
    __device__ Counter &operator--() {
        v -= 3;
        return *this;
    }
    __device__ Counter operator--(int) {
        Counter t = *this;
        v -= 100;
        return t;
    }
};

struct Free {
    int v;
};
__device__ Free operator++(Free &f, int) {
    Free t = f;
    f.v += 5;
    return t;
}
__device__ Free &operator++(Free &f) {
    f.v += 1;
    return f;
}

struct OnlyPostfix {
    int v;
    __device__ OnlyPostfix operator++(int) {
        OnlyPostfix t = *this;
        v += 7;
        return t;
    }
};

__global__ void kernel() {
    Counter c{0};
    Counter a = c++;
    printf("a=%d c=%d\n", a.v, c.v);
    ++c;
    Counter z = c--;
    --c;
    printf("z=%d c=%d\n", z.v, c.v);
    Free f{0};
    Free g = f++;
    ++f;
    OnlyPostfix p{1};
    OnlyPostfix q = p++;
    printf("free %d %d, only postfix %d %d\n", g.v, f.v, q.v, p.v);
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
