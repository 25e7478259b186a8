// corpus: <cuda/std/expected> in device and host code (C++17): values and errors, unexpected, the monadic operations, expected<void, E>, assignment between the two states, comparisons and constant evaluation
#include <cstdio>
#include <cuda/std/expected>
#include <cuda/std/type_traits>

enum class Err { empty = 1, bad_digit = 2, overflow = 3 };

using Parsed = cuda::std::expected<int, Err>;

// A decimal number of at most four digits.
__host__ __device__ Parsed parse(const char *s)
{
    if (*s == '\0') return cuda::std::unexpected<Err>(Err::empty);
    int v = 0, n = 0;
    for (; *s; ++s, ++n) {
        if (*s < '0' || *s > '9') return cuda::std::unexpected(Err::bad_digit);
        if (n == 4) return Parsed(cuda::std::unexpect, Err::overflow);
        v = v * 10 + (*s - '0');
    }
    return v;
}

__host__ __device__ Parsed halve(int v)
{
    if (v % 2) return cuda::std::unexpected<Err>(Err::bad_digit);
    return v / 2;
}

__host__ __device__ cuda::std::expected<void, int> check_positive(int v)
{
    if (v > 0) return {};
    return cuda::std::unexpected<int>(-v);
}

constexpr Parsed forty_two{42};
constexpr Parsed failed{cuda::std::unexpect, Err::overflow};
static_assert(forty_two.has_value() && *forty_two == 42 && forty_two.value() == 42, "constexpr value");
static_assert(!failed && failed.error() == Err::overflow && failed.value_or(7) == 7, "constexpr error");
static_assert(cuda::std::is_same<Parsed::value_type, int>::value && cuda::std::is_same<Parsed::error_type, Err>::value &&
                  cuda::std::is_same<Parsed::unexpected_type, cuda::std::unexpected<Err>>::value,
              "member types");

struct Point {
    int x, y;
    __host__ __device__ Point(int x_, int y_) : x(x_), y(y_) {}
};

__host__ __device__ void run(int *out)
{
    int i = 0;
    const char *inputs[5] = {"1234", "", "12a", "98765", "0"};
    for (const char *s : inputs) {
        Parsed p = parse(s);
        out[i++] = p.has_value() ? *p : -static_cast<int>(p.error());
    }
    // and_then / transform / or_else / transform_error.
    out[i++] = parse("96").and_then(halve).and_then(halve).value_or(-1);              // 24
    out[i++] = parse("90").and_then(halve).and_then(halve).value_or(-1);              // 45 is odd: -1
    out[i++] = parse("x").and_then(halve).transform([](int v) { return v + 1; }).error() == Err::bad_digit;
    out[i++] = parse("20").transform([](int v) { return v * 3; }).value();            // 60
    out[i++] = parse("").or_else([](Err e) { return Parsed(static_cast<int>(e) * 100); }).value();   // 100
    out[i++] = parse("5").or_else([](Err) { return Parsed(0); }).value();             // 5
    out[i++] = parse("").transform_error([](Err e) { return static_cast<int>(e) + 10; }).error();   // 11
    auto as_long = parse("77").transform([](int v) { return (long long)v << 33; });
    static_assert(cuda::std::is_same<decltype(as_long), cuda::std::expected<long long, Err>>::value, "transform's type");
    out[i++] = (int)(*as_long >> 30);                                                 // 616
    // Assignment between the states.
    Parsed p = 3;
    p = cuda::std::unexpected<Err>(Err::empty);
    out[i++] = p.has_value() * 10 + static_cast<int>(p.error());                      // 1
    p = 8;
    out[i++] = p.has_value() * 10 + *p;                                               // 18
    p.emplace(9);
    Parsed q = cuda::std::unexpected<Err>(Err::overflow);
    swap(p, q);
    out[i++] = (int)q.value() * 10 + static_cast<int>(p.error());                     // 93
    // Comparisons: with an expected, a value and an unexpected.
    out[i++] = (parse("12") == Parsed(12)) + 2 * (parse("12") != Parsed(13)) + 4 * (parse("12") == 12) +
               8 * (parse("") == cuda::std::unexpected<Err>(Err::empty)) + 16 * (parse("") != Parsed(0)) +
               32 * (12 == parse("12"));                                              // 63
    // expected<void, E>.
    auto ok = check_positive(5), bad = check_positive(-7);
    out[i++] = ok.has_value() + 2 * bad.has_value() + 10 * bad.error();               // 71
    out[i++] = bad.transform([] { return 1; }).error() + ok.transform([] { return 4; }).value();   // 11
    out[i++] = ok.and_then([] { return cuda::std::expected<int, int>(6); }).value();  // 6
    out[i++] = bad.transform_error([](int e) { return e * 2; }).error();              // 14
    ok = bad;
    out[i++] = ok.has_value() + (ok == bad) * 2 + (ok == cuda::std::unexpected<int>(7)) * 4;   // 6
    // A value type with a constructor: in_place.
    cuda::std::expected<Point, int> pt(cuda::std::in_place, 3, 4);
    out[i++] = pt->x * 10 + pt->y;                                                    // 34
    cuda::std::unexpected<int> u(5);
    out[i++] = u.error() + (u == cuda::std::unexpected<int>(5)) * 10;                 // 15
}

constexpr int count = 24;

__global__ void kernel(int *out) { run(out); }

int main()
{
    int host[count], device[count], *d;
    run(host);
    cudaMalloc(&d, sizeof(device));
    kernel<<<1, 1>>>(d);
    cudaMemcpy(device, d, sizeof(device), cudaMemcpyDeviceToHost);
    cudaFree(d);
    bool same = true;
    for (int i = 0; i < count; i++) {
        printf("%d: %d\n", i, device[i]);
        same = same && host[i] == device[i];
    }
    // Host code: value() of an error throws bad_expected_access<E>.
    try {
        parse("?").value();
        printf("FAIL no exception\n");
    } catch (const cuda::std::bad_expected_access<Err> &e) {
        printf("bad_expected_access: error %d\n", static_cast<int>(e.error()));
    }
    printf("%s\n", same ? "PASS host and device agree" : "FAIL host and device differ");
    return same ? 0 : 1;
}
