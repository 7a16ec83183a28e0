// libphonenumber's own AsYouTypeFormatter, timed the way scripts/bench-phone.sh compares it with the phone format:
// a key typed at the end of a number (its best case: one InputDigit), and an edit in the middle (a Clear and every
// digit fed again, which is what its users do, since the formatter only appends). Medians over batches, in ns.
// Built only by scripts/bench-phone.sh, against Debian's libphonenumber-dev; never a dependency of the package.
#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumberutil.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumberUtil;

struct Case {
  const char* region;
  std::string digits;  // one short of the whole number; the key typed is "6"
};

static double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

int main() {
  PhoneNumberUtil* util = PhoneNumberUtil::GetInstance();
  std::vector<Case> cases = {{"US", "201555012"}, {"DE", "03012345"}};
  std::vector<std::unique_ptr<AsYouTypeFormatter>> formatters;
  for (const Case& c : cases) formatters.emplace_back(util->GetAsYouTypeFormatter(c.region));
  std::string result;
  long sink = 0;
  const int batches = 31;
  const int operations = 20000;

  // At the end: the number typed but for its last key, then that key (the setup is not timed per key: the
  // formatter is cleared and fed again outside the timed InputDigit).
  std::vector<double> end;
  for (int batch = 0; batch < batches; ++batch) {
    double total = 0;
    for (int i = 0; i < operations; ++i) {
      const Case& c = cases[i % cases.size()];
      AsYouTypeFormatter& f = *formatters[i % cases.size()];
      f.Clear();
      for (char digit : c.digits) f.InputDigit(digit, &result);
      auto start = std::chrono::steady_clock::now();
      f.InputDigit('6', &result);
      auto stop = std::chrono::steady_clock::now();
      total += std::chrono::duration<double, std::nano>(stop - start).count();
      sink += result.size();
    }
    end.push_back(total / operations);
  }

  // In the middle: a digit inserted after the third digit, as Clear and the whole new number fed again.
  std::vector<double> middle;
  for (int batch = 0; batch < batches; ++batch) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < operations; ++i) {
      const Case& c = cases[i % cases.size()];
      AsYouTypeFormatter& f = *formatters[i % cases.size()];
      std::string edited = c.digits.substr(0, 3) + "6" + c.digits.substr(3);
      f.Clear();
      for (char digit : edited) f.InputDigit(digit, &result);
      sink += result.size();
    }
    auto stop = std::chrono::steady_clock::now();
    middle.push_back(std::chrono::duration<double, std::nano>(stop - start).count() / operations);
  }
  if (sink == -1) std::printf("%ld\n", sink);
  std::printf("libphonenumber end=%.0f middle=%.0f\n", median(end), median(middle));
  return 0;
}
