// Pack expansions nested in patterns: an expansion inside another's pattern expands its own
// packs for every element of the enclosing one (`g(ts, ts...)...`), a fold inside a pattern
// folds its pack for each element, and member class templates of variadic classes expand the
// class's packs and their own, nested or side by side in one pattern.
#include <cstdio>

__host__ __device__ constexpr int sum() { return 0; }
template <class... R> __host__ __device__ constexpr int sum(int a, R... r) { return a + sum(r...); }

// a * 100 + the sum of the rest: shows which element came first.
template <class... R> __device__ int tag(int a, R... r) { return a * 100 + sum(r...); }

// Each element paired with the whole pack.
template <class... T> __device__ int each_with_all(T... ts) { return sum(tag(ts, ts...)...); }

// A fold inside the pattern: every element scaled by the pack's total.
template <class... T> __device__ int scaled(T... ts) { return sum(((ts + ...) * ts)...); }

template <class... T> struct List { static constexpr int n = sizeof...(T); };
template <class... T> struct Count { static constexpr int n = (T::n + ... + 0); };

// Lists of lists: one list per element, each holding that element and the whole pack.
template <class... T> __device__ int lists(T...) { return Count<List<T, T...>...>::n; }
template <int... I> struct Ints { static constexpr int n = sizeof...(I); };
template <int... I> __device__ int grid() { return (Ints<I, I...>::n + ...); }

template <class A, class B> struct Pair { A a; B b; };

template <class... T> struct Zip {
    // The class's pack and the member's own, nested and side by side.
    template <class... U> struct With { using type = Count<List<T, U...>...>; };
    template <class U> struct Append { static constexpr int n = List<T..., U>::n; };
    // Each element of the class's pack beside the element of the member's at its place.
    template <class... U> struct Pairs {
        static constexpr int bytes = (sizeof(Pair<T, U>) + ...);
        using type = Count<List<T, U>...>;
        __device__ static int first() { return (Pair<T, U>{T(1), U(2)}.a + ...); }
    };
    template <class... U> __device__ static int weigh(U... us) {
        return sum(tag((int)sizeof(T), us...)...);
    }
};

__global__ void packs(int* out, int base) {
    out[0] = each_with_all(1, 2);
    out[1] = each_with_all(base, 1, 2);
    out[2] = scaled(1, 2, 3);
    out[3] = lists(1, 2.0f, 'c');
    out[4] = grid<1, 2, 3, 4>();
    out[5] = Zip<int, float>::With<char, char, char>::type::n;
    out[6] = Zip<int, int>::Append<char>::n;
    out[7] = Zip<char, short, int>::weigh(base, 2);
    out[8] = Zip<char, double>::Pairs<int, short>::bytes;
    out[9] = Zip<char, double, int>::Pairs<int, short, char>::type::n * 100
             + Zip<int, int>::Pairs<char, float>::first();
}

int main() {
    int* d_out;
    cudaMalloc(&d_out, 10 * sizeof(int));
    packs<<<1, 1>>>(d_out, 5);
    int out[10];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 10; i++) printf("out[%d] = %d\n", i, out[i]);
    cudaFree(d_out);
    return 0;
}
